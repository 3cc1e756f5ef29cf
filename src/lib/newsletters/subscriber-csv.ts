import { parse } from 'csv-parse/sync';
import { nzWallClockOf } from '../delivery/nz-time.ts';
import { spreadsheetCsv } from '../csv.ts';
import { EMAIL_PATTERN } from '../forms/email.ts';
import { oneLineOf } from '../forms/plain-text.ts';
import { NEWSLETTER_PREFERENCES, type NewsletterPreference } from '../forms/newsletter.ts';
import { IMPORT_MAX_ROWS, type ImportMapping } from '../forms/subscribers-admin.ts';
import { separatorOf } from './csv-header.ts';
import { SUBSCRIBER_SOURCE_LABELS, type SubscriberListRow } from './subscriber-list.ts';

/** A file the import cannot read at all, with what to do about it. */
export class ImportFileError extends Error {
  readonly field: 'csv' | 'mapping.email' | 'mapping.name' | 'mapping.preferences';
  constructor(field: ImportFileError['field'], message: string) {
    super(message);
    this.name = 'ImportFileError';
    this.field = field;
  }
}

/** One data row of an import file: its number (1 = the first after the header) and fields. */
export interface ImportRow {
  row: number;
  email: string;
  name: string | undefined;
  preferences: NewsletterPreference[];
  /** Whether the email looks like an address at all. */
  valid: boolean;
}

/** Preferences from a cell: ids or labels, separated by `,` `;` `|` or `/`; unknown ones left out. */
export function preferencesFromCell(cell: string): NewsletterPreference[] {
  const wanted = cell
    .split(/[,;|/]/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const found = NEWSLETTER_PREFERENCES.filter(
    (preference) =>
      wanted.includes(preference.id) || wanted.includes(preference.label.toLowerCase()),
  );
  return found.map((preference) => preference.id);
}

/**
 * The rows of a CSV file (a header row, then data): a byte-order mark, quoted fields with line
 * breaks, CRLF and `,` or `;` separators as Excel writes them. Refuses a file it cannot read, one
 * over the row limit, and a mapping naming a column the file does not have.
 */
export function parseSubscriberCsv(
  text: string,
  mapping: ImportMapping,
): { columns: string[]; rows: ImportRow[] } {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : 'unknown';
    throw new ImportFileError('csv', `This file could not be read as CSV (${why}).`);
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) {
    throw new ImportFileError('csv', 'The file needs a header row and at least one subscriber.');
  }
  if (data.length > IMPORT_MAX_ROWS) {
    throw new ImportFileError(
      'csv',
      `The file has ${String(data.length)} rows; import at most ${String(IMPORT_MAX_ROWS)} at a time (split it).`,
    );
  }
  const columns = header.map((name) => name.trim());
  const indexOf = (field: keyof ImportMapping): number | undefined => {
    const name = mapping[field];
    if (name === undefined) return undefined;
    const index = columns.indexOf(name);
    if (index < 0)
      throw new ImportFileError(`mapping.${field}`, `The file has no column “${name}”.`);
    return index;
  };
  const email = indexOf('email') ?? 0;
  const name = indexOf('name');
  const preferences = indexOf('preferences');
  const rows = data.map((record, index) => {
    const address = (record[email] ?? '').trim().toLowerCase();
    // A name is one line: control characters (a NUL hiding `=…` from a spreadsheet, a line
    // break) become spaces like any other run of white space.
    const cell = name === undefined ? '' : oneLineOf(record[name] ?? '');
    const fullName = cell.replace(/\s+/g, ' ').trim();
    return {
      row: index + 1,
      email: address,
      name: fullName === '' ? undefined : fullName.slice(0, 100),
      preferences: preferences === undefined ? [] : preferencesFromCell(record[preferences] ?? ''),
      valid: address.length <= 254 && EMAIL_PATTERN.test(address),
    };
  });
  return { columns, rows };
}

const EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Status',
  'Preferences',
  'Subscribed (NZ time)',
  'Source',
] as const;

/**
 * The subscribers as a CSV file for Excel (spreadsheetCsv: a byte-order mark, and every cell a
 * spreadsheet would run as a formula made inert with a leading `'`, however it is hidden).
 */
export function subscribersCsv(rows: readonly SubscriberListRow[]): string {
  const labels = new Map(
    NEWSLETTER_PREFERENCES.map((preference) => [preference.id, preference.label]),
  );
  const lines = rows.map((row) => {
    const subscribed = nzWallClockOf(new Date(row.subscribedAt));
    return [
      row.name,
      row.email,
      row.status === 'subscribed' ? 'Subscribed' : 'Unsubscribed',
      row.preferences.map((preference) => labels.get(preference) ?? preference).join('; '),
      `${subscribed.date} ${subscribed.time}`,
      SUBSCRIBER_SOURCE_LABELS[row.source],
    ];
  });
  return spreadsheetCsv([[...EXPORT_COLUMNS], ...lines]);
}
