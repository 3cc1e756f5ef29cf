import type { ReactNode } from 'react';

/** One column of a DataTable: its heading and what a row shows in it. */
export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column whose cell names its row (a row header for screen readers). */
  rowHeader?: boolean;
  align?: 'left' | 'right';
  /** How the rows are sorted by this column, for a sortable heading (`aria-sort`). */
  sort?: 'ascending' | 'descending' | 'none';
  /**
   * Classes of the column's heading and cells, e.g. `hidden xl:table-cell` for a column that a
   * narrower screen leaves out (its facts then shown stacked in another column's cell).
   */
  className?: string;
}

/** A table of records, as every admin list shows them: a caption, headings, a row per record. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  // Tighter below lg, so a tablet's 820 px hold a list's columns without sideways scrolling.
  const cellClass = (column: Column<Row>) =>
    `px-2 py-3 lg:px-4 ${column.align === 'right' ? 'text-right' : ''} ${column.className ?? ''}`;
  return (
    <div className="relative mt-6 overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-sm">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" aria-sort={column.sort} className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-stone-200">
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row" className={`${cellClass(column)} font-semibold`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
