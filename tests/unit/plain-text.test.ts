import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContactMessageFieldsSchema } from '../../src/lib/forms/contact.ts';
import { NewsletterFieldsSchema } from '../../src/lib/forms/newsletter.ts';
import {
  isOneLine,
  isPlainText,
  multiLineField,
  ONE_LINE_MESSAGE,
  oneLineField,
  oneLineOf,
  PLAIN_TEXT_MESSAGE,
  withUnixLineBreaks,
} from '../../src/lib/forms/plain-text.ts';
import { AddressSchema, CustomerSchema, GiftSchema } from '../../src/lib/orders/request.ts';

const FORGED = '<script>x</script>\r\nBcc: victim@evil.example';

describe('plain text', () => {
  it('keeps one-line fields to one line without control characters', () => {
    expect(isOneLine('Aroha Tāne-Smith')).toBe(true);
    for (const value of [FORGED, 'a\nb', 'a\tb', 'a\u0000b', 'a\u007fb', 'a\u001bb']) {
      expect(isOneLine(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('lets longer text keep its lines and tabs, and nothing else', () => {
    expect(isPlainText('Line one\r\nLine two\n\tindented')).toBe(true);
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u000bb', 'a\u007fb']) {
      expect(isPlainText(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('refuses the bidi controls that make text read otherwise than stored, in both kinds', () => {
    // Right-to-left and left-to-right marks (U+200F, U+200E) are ordinary text and stay.
    expect(isOneLine('שלום Aroha\u200f')).toBe(true);
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const value = `invoice${String.fromCodePoint(code)}fdp.exe`;
      expect(isOneLine(value), code.toString(16)).toBe(false);
      expect(isPlainText(value), code.toString(16)).toBe(false);
    }
  });

  it('makes any value safe for a header or a log line', () => {
    expect(oneLineOf(FORGED)).toBe('<script>x</script>  Bcc: victim@evil.example');
    expect(oneLineOf('a\u0000b')).toBe('a b');
  });
});

describe('every public form', () => {
  it('refuses a name with a line break, beside the field', () => {
    const parsed = [
      ContactMessageFieldsSchema.safeParse({
        name: FORGED,
        email: 'a@example.com',
        subject: 'other',
        message: 'A long enough message.',
      }),
      NewsletterFieldsSchema.safeParse({ name: FORGED, email: 'a@example.com' }),
      CustomerSchema.safeParse({ name: FORGED, email: 'a@example.com', phone: '021 123 4567' }),
      GiftSchema.safeParse({ recipientName: FORGED }),
    ];
    for (const result of parsed) {
      expect(result.error?.issues.map((issue) => issue.message)).toContain(ONE_LINE_MESSAGE);
    }
    const address = AddressSchema.safeParse({
      line1: '1 Marine Pde\r\nX-Evil: 1',
      suburb: 'Papamoa',
      city: 'Tauranga',
      postcode: '3118',
    });
    expect(address.error?.issues[0]?.path).toEqual(['line1']);
  });

  it('keeps the lines of a message, and refuses other control characters in it', () => {
    const fields = { name: 'Aroha', email: 'a@example.com', subject: 'other' };
    expect(
      ContactMessageFieldsSchema.safeParse({ ...fields, message: 'Kia ora,\r\nmore soon.' })
        .success,
    ).toBe(true);
    const nul = ContactMessageFieldsSchema.safeParse({ ...fields, message: 'Kia ora\u0000 there' });
    expect(nul.error?.issues[0]?.message).toBe(PLAIN_TEXT_MESSAGE);
    expect(GiftSchema.safeParse({ recipientName: 'Mere', message: 'Hi\u0008' }).success).toBe(
      false,
    );
  });
});

describe('staff text fields', () => {
  it('refuse C1 controls and Unicode line separators on one line', () => {
    for (const value of ['a\u0085b', 'a\u009bb', 'a\u2028b', 'a\u2029b', 'a\u0080b']) {
      expect(isOneLine(value), JSON.stringify(value)).toBe(false);
    }
    expect(oneLineOf('a\u0085b\u2028c')).toBe('a b c');
  });

  it('keep line breaks in longer text, stored as LF, and refuse other controls', () => {
    const note = multiLineField(z.string().trim().max(50));
    expect(note.parse('one\r\ntwo\rthree\nfour')).toBe('one\ntwo\nthree\nfour');
    for (const value of ['a\u0000b', 'a\u001bb', 'a\u0085b', 'a\u007fb']) {
      expect(note.safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe(
        PLAIN_TEXT_MESSAGE,
      );
    }
    const name = oneLineField(z.string().trim());
    expect(name.safeParse('Beef\u0000=1').error?.issues[0]?.message).toBe(ONE_LINE_MESSAGE);
    expect(withUnixLineBreaks('a\r\n\r\nb')).toBe('a\n\nb');
  });
});
