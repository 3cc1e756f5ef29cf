import type { ReactNode } from 'react';

/** One column's heading: its words, or words and `align: 'right'` for a column of numbers. */
export type Heading = string | { label: ReactNode; align?: 'left' | 'right' };

/**
 * The head of a table laid out by hand (a print sheet, the slot calendar, rows that become cards
 * on a phone), where a DataTable does not fit: one `<th scope="col">` a column, each with the
 * table's own cell classes.
 */
export function ColumnHeadings({
  headings,
  className,
  cellClass = '',
}: {
  headings: readonly Heading[];
  /** Classes of the `<thead>`. */
  className?: string;
  /** Classes every heading cell shares with the table's other cells. */
  cellClass?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {headings.map((heading, index) => {
          const { label, align } = typeof heading === 'string' ? { label: heading } : heading;
          const classes = [cellClass, align === 'right' ? 'text-right' : ''].filter(Boolean);
          return (
            <th key={index} scope="col" className={classes.join(' ') || undefined}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
