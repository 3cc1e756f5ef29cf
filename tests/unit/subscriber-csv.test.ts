import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvHeaderOf, suggestedMapping } from '../../src/lib/newsletters/csv-header.ts';
import {
  ImportFileError,
  parseSubscriberCsv,
  preferencesFromCell,
  subscribersCsv,
} from '../../src/lib/newsletters/subscriber-csv.ts';

const MAPPING = { email: 'Email', name: 'Name', preferences: 'Interests' };

describe('reading an import file', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks in them', () => {
    const csv =
      'Name,Email,Interests\n"Smith, Jo ""JJ""",jo@example.nz,"recipes, events"\n"Two\nLines",two@example.nz,\n';
    const { columns, rows } = parseSubscriberCsv(csv, MAPPING);
    expect(columns).toEqual(['Name', 'Email', 'Interests']);
    expect(rows).toEqual([
      {
        row: 1,
        email: 'jo@example.nz',
        name: 'Smith, Jo "JJ"',
        preferences: ['recipes', 'events'],
        valid: true,
      },
      { row: 2, email: 'two@example.nz', name: 'Two Lines', preferences: [], valid: true },
    ]);
  });

  it('reads Excel’s CSV: a byte-order mark, semicolons, CRLF and quoted CRLF', () => {
    const csv =
      '\uFEFFEmail;Name;Interests\r\nAna@Example.NZ;"Ana\r\nSmith";Recipe ideas; New meal releases\r\n\r\nbad-address;Bad;\r\n';
    const { columns, rows } = parseSubscriberCsv(csv, MAPPING);
    expect(columns).toEqual(['Email', 'Name', 'Interests']);
    expect(rows.map((row) => [row.row, row.email, row.name, row.valid])).toEqual([
      [1, 'ana@example.nz', 'Ana Smith', true],
      [2, 'bad-address', 'Bad', false],
    ]);
  });

  it('maps any columns, in any order, and leaves out the unmapped ones', () => {
    const csv = 'E-mail address,Full name,Notes\nkiri@example.nz,Kiri,likes dumplings\n';
    const { rows } = parseSubscriberCsv(csv, {
      email: 'E-mail address',
      name: undefined,
      preferences: undefined,
    });
    expect(rows).toEqual([
      { row: 1, email: 'kiri@example.nz', name: undefined, preferences: [], valid: true },
    ]);
  });

  it('refuses a mapping to a column the file lacks, a file without rows, and broken quoting', () => {
    expect(() => parseSubscriberCsv('Email\na@b.nz', { email: 'Mail' })).toThrow(ImportFileError);
    expect(() => parseSubscriberCsv('Email\n', { email: 'Email' })).toThrow(
      /header row and at least one/,
    );
    expect(() => parseSubscriberCsv('Email\n"a@b.nz\n', { email: 'Email' })).toThrow(
      /could not be read/,
    );
  });

  it('reads preferences by id or label, ignoring case and unknown ones', () => {
    expect(preferencesFromCell('Recipes | SPECIAL OFFERS & PROMOTIONS; cats / events')).toEqual([
      'recipes',
      'promotions',
      'events',
    ]);
  });
});

describe('the header in the browser', () => {
  it('reads the column names and suggests a mapping', () => {
    const columns = csvHeaderOf('\uFEFF"Full name";"E-mail";"Interests; topics"\r\nx;y;z');
    expect(columns).toEqual(['Full name', 'E-mail', 'Interests; topics']);
    expect(suggestedMapping(columns)).toEqual({
      email: 'E-mail',
      name: 'Full name',
      preferences: 'Interests; topics',
    });
    expect(csvHeaderOf('Email,Name\n')).toEqual(['Email', 'Name']);
  });
});

describe('the export', () => {
  it('starts with a BOM and makes formula cells inert', () => {
    const csv = subscribersCsv([
      {
        id: 'a'.repeat(64),
        name: '=cmd|" /C calc"!A0',
        email: '+64@example.nz',
        preferences: ['recipes'],
        status: 'subscribed',
        subscribedAt: '2026-11-20T03:04:05.000Z',
        source: 'import',
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records: string[][] = parse(csv, { bom: true });
    const [header, row] = records;
    expect(header).toEqual([
      'Name',
      'Email',
      'Status',
      'Preferences',
      'Subscribed (NZ time)',
      'Source',
    ]);
    expect(row).toEqual([
      '\'=cmd|" /C calc"!A0',
      "'+64@example.nz",
      'Subscribed',
      'Recipe ideas',
      '2026-11-20 16:04',
      'CSV import',
    ]);
  });
});
