// The CSV files staff download (orders, stock, subscribers) open in Excel or Google Sheets, which
// run a cell as a formula when it starts with `=`, `+`, `-` or `@`, and also when that sign
// follows leading spaces or invisible control characters (a NUL, a tab) that the sheet drops.
// csv-stringify's `escape_formulas` looks at the first character only, so a name such as
// "\u0000=HYPERLINK(…)" got through; this one guard looks past them.
import { stringify } from 'csv-stringify/sync';

// Leading characters a spreadsheet skips before it reads a formula: controls (C0, DEL, C1),
// spaces of every kind, and invisible format characters such as a zero-width space or a BOM.
const SKIPPED_LEAD = /^[\p{Cc}\p{Z}\p{Cf}]*/u;
// What starts a formula once those are skipped; the full-width forms count too.
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
// A cell that starts with a tab or a return is also read as something else than text.
const RISKY_FIRST = /^[\t\r]/;

/** A cell a spreadsheet shows as text: a `'` goes before a formula, however it is hidden. */
export function formulaGuarded(cell: string): string {
  const lead = SKIPPED_LEAD.exec(cell)?.[0] ?? '';
  return FORMULA_START.test(cell.slice(lead.length)) || RISKY_FIRST.test(cell) ? `'${cell}` : cell;
}

/**
 * A spreadsheet file of `rows` (the header first): UTF-8 with a byte-order mark, so Excel keeps
 * macrons such as Pāpāmoa, CRLF line ends, and every cell through formulaGuarded.
 */
export function spreadsheetCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(formulaGuarded)),
    { bom: true, record_delimiter: 'windows' },
  );
}
