// Reading products out of a PDF's positioned text (pure: the server extracts the text).
import { readCatalogue } from './catalogue.ts';
import { linesOfPage } from './lines.ts';
import { readTable } from './table.ts';
import type { FoundProduct, TextItem } from './types.ts';

export { reviewRows, nameKey, changedFields, DEFAULT_CUBES_PER_PACK } from './review.ts';
export * from './types.ts';

/** The products a PDF lists, one array of text items per page, and the layout they were in. */
export function findProducts(pages: readonly (readonly TextItem[])[]): {
  layout: 'table' | 'catalogue';
  products: FoundProduct[];
} {
  const lines = pages.map((items, index) => linesOfPage(items, index + 1));
  const table = readTable(lines);
  if (table && table.length > 0) return { layout: 'table', products: table };
  return { layout: 'catalogue', products: readCatalogue(lines) };
}
