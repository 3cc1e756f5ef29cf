// A privacy export as a spreadsheet (server only: the CSV writer needs Node's Buffer).
import { spreadsheetCsv } from '../csv.ts';

/** Every leaf of a value as `path = value` pairs, arrays by index: one CSV row each. */
function leavesOf(value: unknown, path: string, into: [string, string][]): void {
  if (value === null || value === undefined) {
    into.push([path, '']);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    into.push([path, String(value)]);
    return;
  }
  if (typeof value !== 'object') return;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item: unknown, index) => [String(index), item])
    : Object.entries(value);
  if (entries.length === 0) into.push([path, '']);
  for (const [key, item] of entries) leavesOf(item, path ? `${path}.${key}` : key, into);
}

/**
 * The export as a spreadsheet: one row per field of every record, `section, record, field,
 * value`, so nothing the JSON holds is left out, however deep.
 */
export function privacyExportCsv(sections: Readonly<Record<string, readonly unknown[]>>): string {
  const rows: string[][] = [['section', 'record', 'field', 'value']];
  for (const [section, records] of Object.entries(sections)) {
    records.forEach((record, index) => {
      const leaves: [string, string][] = [];
      leavesOf(record, '', leaves);
      for (const [field, value] of leaves) rows.push([section, String(index + 1), field, value]);
    });
  }
  return spreadsheetCsv(rows);
}
