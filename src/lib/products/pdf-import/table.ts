// The table layout: a header row (Product, Description, Pack, Price...) and one row per product
// below it, whose cells may wrap onto several lines; it may go on over pages, header repeated
// or not.
import { isPageFurniture, joinItems, joinWrapped, type Line } from './lines.ts';
import { pricesIn, twoPricesDoubt } from './doubts.ts';
import { foodFactsOf, type FactField } from './food-facts.ts';
import { boxOfLines } from './source.ts';
import type { FoundProduct } from './types.ts';
import { badgesOf, packOfCell, priceOfCell, tagsOf } from './values.ts';

type Role = 'name' | 'description' | 'pack' | 'price' | 'badges' | 'tags' | FactField;

const HEADER_WORDS: readonly [Role, RegExp][] = [
  ['name', /^(?:product|products|name|product name|meal|meals|item)$/i],
  ['description', /^(?:description|details|about)$/i],
  ['ingredients', /^ingredients$/i],
  ['allergens', /^(?:allergens|contains|allergen declaration)$/i],
  ['storage', /^(?:storage|to store)$/i],
  ['reheating', /^(?:reheating|reheat|to heat|heating)$/i],
  ['pack', /^(?:pack|pack size|size|cubes|cubes per pack|qty|quantity)$/i],
  ['price', /^(?:price|prices|rrp|cost|wholesale|price \(nzd\)|price nzd|nzd)$/i],
  ['badges', /^(?:dietary|badges|notes|labels|diet)$/i],
  ['tags', /^tags$/i],
];

interface Column {
  role: Role;
  x: number;
}

/** A slack so text set a little left of its header (right-aligned prices) stays in its column. */
const COLUMN_SLACK = 8;

/** The columns a line names when it is a table's header (at least a name and a price), else null. */
export function headerColumns(line: Line): Column[] | null {
  const columns: Column[] = [];
  for (const item of line.items) {
    const role = HEADER_WORDS.find(([, pattern]) => pattern.test(item.str.trim()))?.[0];
    if (role && !columns.some((column) => column.role === role)) {
      columns.push({ role, x: item.x });
    }
  }
  const roles = new Set(columns.map((column) => column.role));
  // A sheet with an Ingredients column and nothing else about food describes its meals there,
  // as sheets always did here: it stays the description.
  const foodColumns = roles.has('allergens') || roles.has('storage') || roles.has('reheating');
  if (!roles.has('description') && !foodColumns) {
    for (const column of columns) if (column.role === 'ingredients') column.role = 'description';
  }
  return roles.has('name') && roles.has('price') ? columns.sort((a, b) => a.x - b.x) : null;
}

function cellsOf(line: Line, columns: readonly Column[]): Map<Role, string> {
  const parts = new Map<Role, Line['items']>();
  for (const item of line.items) {
    const column =
      columns.findLast((candidate) => candidate.x <= item.x + COLUMN_SLACK) ?? columns[0];
    if (!column) continue;
    // Pushed, never copied: a line of many pieces stays linear.
    const cell = parts.get(column.role);
    if (cell) cell.push(item);
    else parts.set(column.role, [item]);
  }
  return new Map([...parts].map(([role, items]) => [role, joinItems(items)]));
}

type Row = Map<Role, string[]>;

/** A piece running this far (in font sizes) into the next column's cells is set across them. */
const ACROSS = 3;

/** Whether a piece of the line runs on well into the next column's cells. */
function crossesColumns(line: Line, columns: readonly Column[]): boolean {
  return line.items.some((item) => {
    const next = columns.find((column) => column.x > item.x + COLUMN_SLACK);
    return next !== undefined && item.x + item.width > next.x + ACROSS * item.fontSize;
  });
}

function productOf(
  row: Row,
  roles: ReadonlySet<Role>,
  lines: readonly Line[],
): FoundProduct | null {
  const text = (role: Role) => joinWrapped(row.get(role));
  const name = text('name');
  const others = (['description', 'pack', 'price', 'badges', 'tags'] as const).filter(
    (role) => text(role) !== '',
  );
  // A note under the table ("Prices include GST") fills the first column alone.
  if (name === '' || others.length === 0) return null;
  const badgeText = `${text('badges')} ${text('tags')}`;
  const price = priceOfCell(text('price'));
  const foodFacts = foodFactsOf({
    ingredients: text('ingredients'),
    allergens: text('allergens'),
    storage: text('storage'),
    reheating: text('reheating'),
  });
  const doubt = twoPricesDoubt(pricesIn([text('price')]));
  const source = boxOfLines(lines);
  return {
    name,
    description: text('description'),
    priceCents: price?.cents ?? null,
    priceWarning: price?.problem ?? null,
    cubesPerPack: packOfCell(text('pack')),
    tags: roles.has('tags') ? tagsOf(`tags: ${text('tags')}`) : [],
    ...badgesOf(badgeText),
    badgesKnown: roles.has('badges') || roles.has('tags'),
    ...(foodFacts ? { foodFacts } : {}),
    ...(doubt === null ? {} : { doubts: [doubt] }),
    ...(source ? { source } : {}),
  };
}

/** The gap between a row's wrapped lines: the smallest gap between lines of the page's table. */
function rowBreaks(lines: readonly Line[]): (index: number) => boolean {
  const gaps = lines.slice(1).map((line, index) => (lines[index]?.y ?? line.y) - line.y);
  // A loop, not Math.min(...gaps): spreading a page of many lines overflows the stack.
  let wrapGap = Number.POSITIVE_INFINITY;
  for (const gap of gaps) if (gap > 0 && gap < wrapGap) wrapGap = gap;
  const spaced = gaps.some((gap) => gap > wrapGap * 1.3);
  // Rows spaced wider than wrapped lines start where the gap widens; without any wider gap no
  // cell wraps, so every line is a row.
  return (index) => index === 0 || !spaced || (gaps[index - 1] ?? 0) > wrapGap * 1.3;
}

/**
 * The products of a table, or null when no page has a table header. Pages after the first
 * header without one of their own go on with its columns.
 */
export function readTable(pages: readonly Line[][]): FoundProduct[] | null {
  let columns: Column[] | null = null;
  const products: FoundProduct[] = [];
  for (const lines of pages) {
    const headerIndex = lines.findIndex((line) => headerColumns(line) !== null);
    const header = lines[headerIndex];
    if (header) columns = headerColumns(header);
    if (!columns) continue;
    const pageColumns = columns;
    const roles = new Set(pageColumns.map((column) => column.role));
    // A lone number inside the table is a wrapped cell's end ("Pack of" then "12"); only at the
    // top or foot of the page is it the page's number.
    const below = lines.slice(headerIndex + 1);
    const body = below.filter(
      (line, index) =>
        !isPageFurniture(line.text) ||
        (!/page/i.test(line.text) && index > 0 && index < below.length - 1),
    );
    const startsRow = rowBreaks(body);
    let row: Row | null = null;
    let rowLines: Line[] = [];
    const finish = () => {
      const product = row && productOf(row, roles, rowLines);
      if (product) products.push(product);
    };
    body.forEach((line, index) => {
      // A line across the columns (a note under the table: "Free delivery over $60") is no
      // cell's text: it ends the row above, and its price is no product's.
      if (crossesColumns(line, pageColumns)) {
        finish();
        row = null;
        return;
      }
      const cells = cellsOf(line, pageColumns);
      // A second whole price or pack in a row that has one starts the next row (rows set
      // without spacing); the wrapped end of a cell ("9-" then "pack") does not.
      const whole = (role: 'price' | 'pack', text: string | undefined) =>
        text !== undefined &&
        (role === 'price' ? priceOfCell(text) !== null : packOfCell(text) !== null);
      const fillsTakenCell =
        row !== null &&
        (['price', 'pack'] as const).some(
          (role) => whole(role, cells.get(role)) && whole(role, joinWrapped(row?.get(role))),
        );
      if (row === null || (cells.has('name') && (startsRow(index) || fillsTakenCell))) {
        finish();
        row = new Map();
        rowLines = [];
      }
      rowLines.push(line);
      for (const [role, text] of cells) {
        const cell = row.get(role);
        if (cell) cell.push(text);
        else row.set(role, [text]);
      }
    });
    finish();
  }
  return columns ? products : null;
}
