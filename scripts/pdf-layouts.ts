// Catalogue layouts of other shapes than our own (issue 22): the same kind of product list set the
// ways suppliers and designers set them, to test that the import reads blocks, not one sample.
// Each has prose that is no product (an intro, a contact footer) and varies fonts, sizes, spacing
// and the order of fields. Written by scripts/make-test-pdfs.ts.
import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4, MARGIN, newPdf, wrap } from './pdf-kit.ts';

/** A product as a layout sets it, and as the import should read it. */
export interface LayoutProduct {
  name: string;
  description: string;
  priceCents: number;
  cubes: number | null;
  vegetarian?: boolean;
  kidFriendly?: boolean;
  bestseller?: boolean;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The badge words a layout writes, in its own wording. */
function badgeWords(product: LayoutProduct, veg = 'Vegetarian'): string[] {
  return [
    ...(product.vegetarian ? [veg] : []),
    ...(product.kidFriendly ? ['Kid friendly'] : []),
    ...(product.bestseller ? ['Bestseller'] : []),
  ];
}

/** Text flowing down pages: a new page (with its furniture) when the next line does not fit. */
class Flow {
  page!: PDFPage;
  y = 0;
  pages = 0;
  readonly pdf: PDFDocument;
  /** Draws a new page's furniture and answers where its text starts. */
  readonly furnish: (page: PDFPage, number: number) => number;
  readonly bottom: number;
  constructor(pdf: PDFDocument, furnish: (page: PDFPage, number: number) => number, bottom = 80) {
    this.pdf = pdf;
    this.furnish = furnish;
    this.bottom = bottom;
    this.newPage();
  }
  newPage(): void {
    this.page = this.pdf.addPage(A4);
    this.pages += 1;
    this.y = this.furnish(this.page, this.pages);
  }
  /** Draws one line at the flow's place and moves down by `leading`. */
  text(text: string, font: PDFFont, size: number, leading: number, x = MARGIN): void {
    if (this.y < this.bottom) this.newPage();
    this.page.drawText(text, { x, y: this.y, size, font });
    this.y -= leading;
  }
  space(points: number): void {
    this.y -= points;
  }
}

const rightEdge = (text: string, font: PDFFont, size: number, right: number) =>
  right - font.widthOfTextAtSize(text, size);

const CONTACT =
  'Questions about an order? Call 09 555 0123 or email hello@cubekitchen.nz. Free delivery on orders over $60.00.';

/** Layout 1, the finding: name, description, then pack and badges with the price at the right. */
export const BADGE_LINE_PRICE: LayoutProduct[] = [
  {
    name: 'Butter Chicken',
    description:
      'Free-range chicken thigh in a creamy, gently spiced tomato sauce with garam masala. Now made with our own ghee.',
    priceCents: 1850,
    cubes: 9,
    kidFriendly: true,
    bestseller: true,
  },
  {
    name: 'Golden Kumara Soup',
    description: 'Roasted kumara, carrot and a little ginger blended smooth. A warming first food.',
    priceCents: 1690,
    cubes: 9,
    vegetarian: true,
    kidFriendly: true,
  },
  {
    name: 'Smoky Bean Chilli',
    description:
      'Black and kidney beans with roasted capsicum, smoked paprika and a mild kick of chipotle. Great in wraps, on rice or with corn chips.',
    priceCents: 1950,
    cubes: 12,
    vegetarian: true,
  },
];

async function badgeLinePrice(): Promise<Uint8Array> {
  const pdf = await newPdf();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const right = A4[0] - MARGIN;
  const flow = new Flow(pdf, (page) => {
    page.drawText('Autumn menu', { x: MARGIN, y: 780, size: 24, font: bold });
    return 752;
  });
  for (const line of wrap(
    'Every meal is cooked in small batches in our Mt Eden kitchen, frozen in cubes and delivered to your door. Prices include GST.',
    font,
    10.5,
    right - MARGIN,
  )) {
    flow.text(line, font, 10.5, 14);
  }
  flow.space(22);
  for (const product of BADGE_LINE_PRICE) {
    flow.text(product.name, bold, 14, 19);
    for (const line of wrap(product.description, font, 10.5, 400)) flow.text(line, font, 10.5, 14);
    flow.space(3);
    const pack = product.cubes === 9 ? 'Pack of 9' : `${String(product.cubes)} cubes`;
    const price = dollars(product.priceCents);
    // The price is set larger and bold, on the badge line's baseline, at the right margin.
    flow.page.drawText(price, {
      x: rightEdge(price, bold, 13, right),
      y: flow.y,
      size: 13,
      font: bold,
    });
    flow.text([pack, ...badgeWords(product, 'Veggie')].join('  ·  '), font, 9, 14);
    flow.space(24);
  }
  flow.page.drawText(CONTACT, { x: MARGIN, y: 60, size: 8, font });
  return pdf.save();
}

/** Layout 2: two columns of products, Times, the price at the right of each column's badge line. */
export const TWO_COLUMNS: LayoutProduct[] = [
  {
    name: 'Thai Green Curry',
    description:
      'Chicken, green beans and bamboo shoots in a fragrant coconut curry with lemongrass. Medium heat.',
    priceCents: 1650,
    cubes: 9,
  },
  {
    name: 'Mushroom Stroganoff',
    description: 'Field mushrooms, paprika and sour cream in a rich sauce for egg noodles or rice.',
    priceCents: 1590,
    cubes: 9,
    vegetarian: true,
  },
  {
    name: 'Spiced Carrot Soup',
    description: 'Carrots roasted with cumin and coriander, finished with a swirl of yoghurt.',
    priceCents: 1390,
    cubes: 6,
    vegetarian: true,
    kidFriendly: true,
  },
  {
    name: 'Lemon Herb Chicken',
    description: 'Chicken thigh braised with lemon, thyme and garlic. Lovely with mash or greens.',
    priceCents: 1790,
    cubes: 9,
    kidFriendly: true,
  },
  {
    name: 'Lamb Rogan Josh',
    description:
      'Tender lamb shoulder in a deep, aromatic Kashmiri curry sauce with tomato and yoghurt.',
    priceCents: 1890,
    cubes: 9,
  },
  {
    name: 'Pork and Fennel Ragu',
    description: 'Free-farmed pork shoulder and fennel seed slow-cooked in tomato and red wine.',
    priceCents: 1750,
    cubes: 9,
    bestseller: true,
  },
  {
    name: 'Chickpea Tikka Masala',
    description: 'Chickpeas and spinach in a mild, creamy tikka sauce. Vegan friendly.',
    priceCents: 1550,
    cubes: 12,
    vegetarian: true,
  },
  {
    name: 'Sweetcorn Chowder',
    description: 'Sweetcorn, potato and smoked paprika in a creamy chowder kids love.',
    priceCents: 1450,
    cubes: 9,
    vegetarian: true,
    kidFriendly: true,
  },
];

async function twoColumns(): Promise<Uint8Array> {
  const pdf = await newPdf();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const italic = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const page = pdf.addPage(A4);
  page.drawText('The Cube Kitchen Larder', { x: MARGIN, y: 785, size: 22, font: bold });
  let intro = 760;
  for (const line of wrap(
    'A season of slow-cooked meals, frozen in cubes so you can heat exactly what you need. Order by Wednesday for delivery the following Monday.',
    font,
    10,
    A4[0] - 2 * MARGIN,
  )) {
    page.drawText(line, { x: MARGIN, y: intro, size: 10, font });
    intro -= 13;
  }
  const width = 230;
  // The right column starts a little lower: its baselines never line up with the left's.
  const columns = [
    { x: MARGIN, y: intro - 24, products: TWO_COLUMNS.slice(0, 4) },
    { x: A4[0] - MARGIN - width, y: intro - 29, products: TWO_COLUMNS.slice(4) },
  ];
  for (const column of columns) {
    let y = column.y;
    for (const product of column.products) {
      for (const line of wrap(product.name, bold, 12.5, width)) {
        page.drawText(line, { x: column.x, y, size: 12.5, font: bold });
        y -= 16;
      }
      for (const line of wrap(product.description, font, 9.5, width)) {
        page.drawText(line, { x: column.x, y, size: 9.5, font });
        y -= 12;
      }
      y -= 2;
      const price = `NZ${dollars(product.priceCents)}`;
      const details = [`${String(product.cubes)} cubes`, ...badgeWords(product)].join(' | ');
      page.drawText(details, { x: column.x, y, size: 9, font: italic });
      page.drawText(price, {
        x: rightEdge(price, bold, 10, column.x + width),
        y,
        size: 10,
        font: bold,
      });
      y -= 30;
    }
  }
  page.drawLine({
    start: { x: MARGIN, y: 70 },
    end: { x: A4[0] - MARGIN, y: 70 },
    thickness: 0.5,
    color: rgb(0.6, 0.6, 0.6),
  });
  page.drawText(
    'Cube Kitchen Ltd  ·  12 Kitchen Lane, Mt Eden, Auckland  ·  09 555 0123  ·  hello@cubekitchen.nz',
    { x: MARGIN, y: 56, size: 8, font },
  );
  return pdf.save();
}

/** Layout 3: names bold at the body's size, details and price on one line after two spaces. */
export const INLINE_DETAILS: LayoutProduct[] = [
  {
    name: 'Kids Chilli Con Carne',
    description: 'Beef, beans and sweet capsicum in a gentle chilli sauce with no heat at all.',
    priceCents: 1690,
    cubes: 9,
    kidFriendly: true,
  },
  {
    name: 'Cauliflower Cheese Bake',
    description: 'Cauliflower and broccoli in a three-cheese sauce. Pop under the grill to brown.',
    priceCents: 1690,
    cubes: 9,
    vegetarian: true,
    kidFriendly: true,
  },
  {
    name: 'Chicken Cacciatore',
    description: 'Chicken thigh braised with tomato, olives, capsicum and rosemary.',
    priceCents: 1740,
    cubes: 6,
    kidFriendly: true,
  },
  {
    name: 'Minted Pea Risotto',
    description: 'Arborio rice with garden peas, mint and parmesan. Stir in a knob of butter.',
    priceCents: 1520,
    cubes: 9,
    vegetarian: true,
  },
];

async function inlineDetails(): Promise<Uint8Array> {
  const pdf = await newPdf();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const flow = new Flow(pdf, (page) => {
    page.drawText('Price list - family meals', { x: MARGIN, y: 790, size: 16, font: bold });
    return 760;
  });
  flow.text("Dear customers, here are this month's family meals and their prices.", font, 11, 15);
  flow.space(12);
  INLINE_DETAILS.forEach((product, index) => {
    const details = `${[`Pack of ${String(product.cubes)}`, ...badgeWords(product, 'Veggie')].join(' · ')}   ${dollars(product.priceCents)}`;
    flow.text(product.name, bold, 11, 15);
    // The last one gives its details before its description.
    if (index === INLINE_DETAILS.length - 1) flow.text(details, font, 11, 15);
    for (const line of wrap(product.description, font, 11, 330)) flow.text(line, font, 11, 15);
    if (index !== INLINE_DETAILS.length - 1) flow.text(details, font, 11, 15);
    flow.space(15);
  });
  flow.space(30);
  flow.text('Thank you for cooking with us. The Cube Kitchen team', font, 11, 15);
  return pdf.save();
}

/** Layout 4: each price in a box above its name; badges in italics under the description. */
export const PRICE_ABOVE: LayoutProduct[] = [
  {
    name: 'Beef Bolognese',
    description: 'Slow-cooked New Zealand beef in a rich tomato sauce. Now with more vegetables.',
    priceCents: 1720,
    cubes: 9,
    kidFriendly: true,
    bestseller: true,
  },
  {
    name: 'Pumpkin & Kumara Sauce',
    description: 'Roasted pumpkin and kumara with a little nutmeg, smooth enough for babies.',
    priceCents: 1490,
    cubes: 9,
    vegetarian: true,
    kidFriendly: true,
  },
  {
    name: 'Roast Vege Lasagne',
    description: 'Layers of roast vegetables, ricotta and tomato. Cut into cubes to bake.',
    priceCents: 1800,
    cubes: null,
    vegetarian: true,
  },
  {
    name: 'Coconut Fish Curry',
    description: 'Hoki and prawns in a mild coconut and turmeric curry.',
    priceCents: 1990,
    cubes: 9,
  },
];

async function priceAbove(): Promise<Uint8Array> {
  const pdf = await newPdf();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const oblique = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const flow = new Flow(pdf, (page) => {
    page.drawText('New this week', { x: MARGIN, y: 785, size: 26, font: bold });
    return 755;
  });
  for (const line of wrap(
    'Four new and returning favourites. Each pack is frozen in cubes; heat from frozen in a pan or the microwave.',
    font,
    10,
    420,
  )) {
    flow.text(line, font, 10, 13);
  }
  flow.space(40);
  for (const product of PRICE_ABOVE) {
    const price = dollars(product.priceCents);
    flow.page.drawRectangle({
      x: MARGIN - 4,
      y: flow.y - 5,
      width: bold.widthOfTextAtSize(price, 13) + 8,
      height: 19,
      borderColor: rgb(0.2, 0.4, 0.2),
      borderWidth: 1,
    });
    flow.text(price, bold, 13, 22);
    flow.text(product.name, bold, 15, 18);
    for (const line of wrap(product.description, font, 10, 380)) flow.text(line, font, 10, 13);
    const badges = badgeWords(product);
    const pack = product.cubes === null ? [] : [`${String(product.cubes)} cubes`];
    flow.text([...badges, ...pack].join(' · '), oblique, 9, 13);
    flow.space(36);
  }
  flow.space(40);
  flow.text('Cube Kitchen  ·  hello@cubekitchen.nz  ·  09 555 0123', font, 8, 10);
  return pdf.save();
}

/**
 * Layout 5: a serif name, a sans description, mono details, a running header and footer, and a
 * description that wraps over the page break; one price in a box beside its name.
 */
export const FONTS_AND_BREAK: LayoutProduct[] = [
  {
    name: 'Harvest Minestrone',
    description:
      'Borlotti beans, small pasta and every vegetable of the season in a light tomato broth. Add water for soup, less for a stew.',
    priceCents: 1390,
    cubes: 9,
    vegetarian: true,
  },
  {
    name: 'Slow-Cooked Beef Cheeks',
    description:
      'Beef cheeks braised for six hours in red wine, garlic and rosemary until they fall apart at the touch of a fork. We cook them the day before, let them rest overnight in their juices, and then portion the meat and its sauce into cubes, so every cube carries both. Serve with creamy polenta, buttery mash or a heap of greens, and keep a crust of bread for the sauce. One pack makes a generous dinner for two adults with a little left over for lunch the next day, or three smaller plates for the children.',
    priceCents: 2290,
    cubes: 9,
    bestseller: true,
  },
  {
    name: 'Silverbeet and Feta Pie Filling',
    description: 'Silverbeet, feta and dill bound with egg. Spoon into pastry and bake.',
    priceCents: 1650,
    cubes: 6,
    vegetarian: true,
    kidFriendly: true,
  },
  {
    name: 'Teriyaki Salmon',
    description: 'Salmon glazed in a low-sugar teriyaki sauce with sesame and spring onion.',
    priceCents: 2450,
    cubes: 9,
  },
];

async function fontsAndBreak(): Promise<Uint8Array> {
  const pdf = await newPdf();
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const flow = new Flow(
    pdf,
    (page, number) => {
      page.drawText('Cube Kitchen  ·  Winter range 2026', {
        x: MARGIN,
        y: 810,
        size: 8,
        font: sans,
      });
      page.drawText(`Cube Kitchen Ltd  ·  hello@cubekitchen.nz  ·  page ${String(number)}`, {
        x: MARGIN,
        y: 30,
        size: 8,
        font: sans,
      });
      return 770;
    },
    70,
  );
  flow.text('Winter range', serif, 28, 40);
  for (const line of wrap(
    'Hearty meals for cold nights, cooked slowly and frozen fast. Prices are per pack and include GST; packs ship frozen in insulated boxes anywhere in the North Island.',
    sans,
    9,
    495,
  )) {
    flow.text(line, sans, 9, 12);
  }
  flow.space(30);
  FONTS_AND_BREAK.forEach((product, index) => {
    const price = `Price ${dollars(product.priceCents)}`;
    if (index === 0) {
      // A price in a box beside the name, its baseline a little lower than the name's.
      flow.page.drawRectangle({
        x: 440,
        y: flow.y - 8,
        width: 100,
        height: 20,
        color: rgb(0.93, 0.9, 0.8),
      });
      flow.page.drawText(dollars(product.priceCents), {
        x: 460,
        y: flow.y - 3,
        size: 12,
        font: serif,
      });
    }
    flow.text(product.name, serif, 16, 22);
    const badges = badgeWords(product);
    const details = [`Serves 2`, `${String(product.cubes)}-pack`, ...badges].join(' · ');
    flow.text(details, mono, 9, 13);
    for (const line of wrap(product.description, sans, 9, 330)) flow.text(line, sans, 9, 12);
    if (index !== 0) flow.text(price, mono, 9, 12);
    flow.space(index === 1 ? 28 : 34);
    // The second product starts low on page one, so its description goes on over the page.
    if (index === 0) flow.space(flow.y - 190);
  });
  return pdf.save();
}

/** The layout PDFs by file name. */
export const LAYOUT_PDFS: Record<string, () => Promise<Uint8Array>> = {
  'layout-badge-line-price.pdf': badgeLinePrice,
  'layout-two-columns.pdf': twoColumns,
  'layout-inline-details.pdf': inlineDetails,
  'layout-price-above.pdf': priceAbove,
  'layout-fonts-page-break.pdf': fontsAndBreak,
};
