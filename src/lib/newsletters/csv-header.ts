// Reading a CSV file's header in the browser, before the import's mapping is chosen: no CSV
// library there, just the first record (quotes, a byte-order mark, `,` or `;`).

/** The separator a file uses: `;` (Excel in many locales) when its first line has more of them. */
export function separatorOf(text: string): ',' | ';' {
  const firstLine = firstRecordText(text.replace(/^\uFEFF/, ''));
  const count = (separator: string) => firstLine.split(separator).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The text of the first record, up to the first line break outside quotes. */
function firstRecordText(text: string): string {
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) return text.slice(0, index);
  }
  return text;
}

/** The column names of a CSV file's header row, trimmed; quotes and `""` undone. */
export function csvHeaderOf(text: string): string[] {
  const record = firstRecordText(text.replace(/^\uFEFF/, ''));
  const separator = separatorOf(text);
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < record.length; index += 1) {
    const character = record.charAt(index);
    if (quoted && character === '"' && record[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (character === '"') quoted = !quoted;
    else if (!quoted && character === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += character;
  }
  cells.push(cell.trim());
  return cells.filter((name, index) => name !== '' || index < cells.length - 1);
}

/** The mapping a header suggests: the columns named like an email, a name, preferences. */
export function suggestedMapping(columns: readonly string[]): {
  email: string;
  name: string;
  preferences: string;
} {
  const find = (pattern: RegExp) => columns.find((column) => pattern.test(column)) ?? '';
  return {
    email: find(/e-?mail/i),
    name: find(/name/i),
    preferences: find(/pref|interest|topic|list/i),
  };
}
