// Text from forms ends up in emails, their subject lines, CSV files and logs: control characters
// have no place there (a line break in a name could start a forged header line, a NUL hides a
// formula from a spreadsheet's guard). One-line fields refuse them all; longer text keeps tabs
// and line breaks (CRLF and CR become LF) and refuses the rest. Public and staff forms share it.
import type { z } from 'zod';

// C0 controls, DEL, C1 controls (NEL, CSI …) and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// The same but tabs and line breaks.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// The bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make text
// read in another order than it is stored (a file name, an amount, a link in an email).
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Said when a one-line field holds a line break or another control character. */
export const ONE_LINE_MESSAGE =
  'Use one line of plain text, without line breaks or hidden control characters';
/** Said when text holds a control character other than a tab or a line break. */
export const PLAIN_TEXT_MESSAGE = 'Remove the hidden control characters from this text';

/** Whether a value is one line of plain text: no line break, tab, other control or bidi control. */
export function isOneLine(value: string): boolean {
  return !CONTROL_IN_LINE.test(value) && !BIDI_CONTROL.test(value);
}

/** Whether a value is plain text: line breaks and tabs, but no other control or bidi control. */
export function isPlainText(value: string): boolean {
  return !CONTROL_IN_TEXT.test(value) && !BIDI_CONTROL.test(value);
}

/** Text with its line breaks as LF only (Windows' CRLF and old Mac CR), so they are stored once. */
export function withUnixLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

/** A value made safe for a header or a log line: every control character becomes a space. */
export function oneLineOf(value: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ');
}

/** A one-line text field: `field` (trimmed, sized) that refuses every control character. */
export function oneLineField(field: z.ZodString): z.ZodString {
  return field.refine(isOneLine, ONE_LINE_MESSAGE);
}

/** A longer text field (notes, descriptions): line breaks stored as LF, other controls refused. */
export function multiLineField(field: z.ZodString): z.ZodString {
  return field.overwrite(withUnixLineBreaks).refine(isPlainText, PLAIN_TEXT_MESSAGE);
}
