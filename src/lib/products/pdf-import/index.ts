// Reading products out of a PDF's positioned text (pure: the server extracts the text).
import { readCatalogue } from './catalogue.ts';
import { takeLegend, withMarks } from './legend.ts';
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
  const read = takeLegend(pages.map((items, index) => linesOfPage(items, index + 1)));
  const marked = (products: FoundProduct[]) =>
    products.map((product) => withMarks(product, read.legend));
  const table = readTable(read.pages);
  if (table && table.length > 0) return { layout: 'table', products: marked(table) };
  return { layout: 'catalogue', products: marked(readCatalogue(read.pages, read.legend)) };
}
