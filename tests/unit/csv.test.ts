import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { formulaGuarded, spreadsheetCsv } from '../../src/lib/csv.ts';

describe('the formula guard of every CSV export', () => {
  it('puts a quote before a formula, also behind leading controls and spaces', () => {
    const hidden = [
      '=1+1',
      '+1',
      '-1+1',
      '@SUM(A1)',
      '\u0000=HYPERLINK("https://evil.example","x")',
      '  =1+1',
      '\u0000\u0000 \t=1+1',
      '\u001b=1',
      '\u007f+1',
      '\u0085@x',
      '\u00a0=1',
      '\u200b=1',
      '\ufeff=1',
      '\u3000-1',
      '\uff1d1+1',
      '\tplain',
      '\rplain',
    ];
    for (const cell of hidden) {
      expect(formulaGuarded(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves ordinary text alone', () => {
    for (const cell of ['Beef Bolognese', 'a=b', ' Pāpāmoa', '', '14.90', 'x-1', "'=already"]) {
      expect(formulaGuarded(cell), JSON.stringify(cell)).toBe(cell);
    }
  });

  it('writes a spreadsheet file: BOM, CRLF, every cell guarded', () => {
    const csv = spreadsheetCsv([
      ['Name', 'Note'],
      ['\u0000=HYPERLINK("x")', 'fine, "quoted"'],
    ]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv).toContain('\r\n');
    const rows: string[][] = parse(csv, { bom: true });
    expect(rows[1]).toEqual(['\'\u0000=HYPERLINK("x")', 'fine, "quoted"']);
  });
});
