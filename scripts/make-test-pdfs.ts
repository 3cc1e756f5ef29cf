// Writes the PDFs the product import is tested with into tests/fixtures/pdfs/: the shop's product
// sheet (a table over three pages), a stockist catalogue (one block per product), and the bad
// files staff may upload (a scan, a letter, an encrypted, a damaged and a renamed file).
// Run with `npm run fixtures:pdfs`; the files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { FOOD_FACTS_CATALOGUE } from './food-facts-catalogue.ts';
import { A4, MARGIN, newPdf, wrap } from './pdf-kit.ts';
import { LAYOUT_PDFS } from './pdf-layouts.ts';

const OUT = 'tests/fixtures/pdfs';

interface SheetRow {
  name: string;
  description: string;
  dietary: string;
  pack: string;
  price: string;
}

// Beef Bolognese is seeded at $16.90 (so it shows as changed); Super Veg Sauce is as seeded.
const SHEET_ROWS: SheetRow[] = [
  {
    name: 'Super Veg Sauce',
    description:
      'Our bestseller: a smooth tomato sauce with seven hidden vegetables, including carrot, courgette, capsicum, kumara and spinach. Mild, naturally sweet and loved by fussy eaters. Stir through pasta, spoon over rice or use as a pizza base.',
    dietary: 'Vegetarian, Kid friendly, Bestseller',
    pack: '9 cubes',
    price: '$14.90',
  },
  {
    name: 'Beef Bolognese',
    description:
      'New Zealand grass-fed beef slow-cooked for four hours with tomatoes, carrot, celery and a splash of red wine (cooked off).',
    dietary: 'Kid friendly, Bestseller',
    pack: '9 cubes',
    price: '$17.50',
  },
  {
    name: 'Kumara and Lentil Dahl',
    description:
      'Red lentils and golden kumara simmered with cumin, coriander and a little coconut cream. Gentle enough for babies starting solids.',
    dietary: 'Vegetarian, Kid friendly',
    pack: '9 cubes',
    price: '$15.90',
  },
  {
    name: 'Lamb and Barley Hotpot',
    description:
      'Canterbury lamb shoulder braised with pearl barley, leek and thyme until it falls apart. Warming winter comfort in a cube.',
    dietary: '',
    pack: '9 cubes',
    price: '$18.90',
  },
  {
    name: 'Smoky Black Bean Chilli',
    description: 'Black beans, roasted capsicum and smoked paprika with a mild kick.',
    dietary: 'Vegetarian',
    pack: '12 cubes',
    price: '$19.50',
  },
  {
    name: 'Chicken and Corn Soup Base',
    description:
      'Free-range chicken stock reduced with sweetcorn and a little ginger; add hot water for a quick soup or use it to cook rice.',
    dietary: 'Kid friendly',
    pack: '9 cubes',
    price: '$13.50',
  },
  {
    name: 'Spinach and Ricotta Sauce',
    description:
      'Fresh spinach, ricotta and parmesan blended smooth. Toss through gnocchi or spread on toast.',
    dietary: 'Vegetarian',
    pack: '9 cubes',
    price: '$15.50',
  },
  {
    name: 'Pork and Apple Meatball Sauce',
    description:
      'Tiny free-farmed pork and apple meatballs in a tomato and basil sauce. Sized for little hands and big appetites alike.',
    dietary: 'Kid friendly',
    pack: '9 cubes',
    price: '$17.90',
  },
  {
    name: 'Moroccan Chickpea Tagine',
    description:
      'Chickpeas, apricots and pumpkin with warm spices. Serve with couscous; this season we are still setting its price.',
    dietary: 'Vegetarian',
    pack: '9 cubes',
    price: '',
  },
  {
    name: 'Fish Pie Filling',
    description:
      'Sustainably caught hoki and smoked fish in a creamy leek sauce. Top with mash and bake.',
    dietary: '',
    pack: '6 cubes',
    price: '$21.00',
  },
  {
    name: 'Beetroot and Feta Risotto Base',
    description:
      'Roasted beetroot puree with feta and lemon zest: stir into arborio rice for a bright pink risotto that children love to eat.',
    dietary: 'Vegetarian, Kid friendly',
    pack: '9 cubes',
    price: '$16.50',
  },
  {
    name: 'Teriyaki Chicken',
    description: 'Chicken thigh glazed in a low-sugar teriyaki sauce with sesame.',
    dietary: '',
    pack: '9 cubes',
    price: '$17.00',
  },
];

/** The shop's product sheet: a table over three pages; the header repeats on page 2 only. */
async function productSheet(): Promise<Uint8Array> {
  const pdf = await newPdf();
  pdf.setTitle('Cube Kitchen product sheet');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const columns = [
    { key: 'name', title: 'Product', x: MARGIN, width: 110 },
    { key: 'description', title: 'Description', x: 165, width: 200 },
    { key: 'dietary', title: 'Dietary', x: 375, width: 80 },
    { key: 'pack', title: 'Pack', x: 465, width: 45 },
    { key: 'price', title: 'Price', x: 515, width: 40 },
  ] as const;
  const size = 9;
  const lineHeight = 11;
  const rowsPerPage = [5, 4, 3];
  let next = 0;
  rowsPerPage.forEach((count, pageIndex) => {
    const page = pdf.addPage(A4);
    let y = A4[1] - MARGIN;
    if (pageIndex === 0) {
      page.drawText('Cube Kitchen product sheet', { x: MARGIN, y, size: 18, font: bold });
      y -= 22;
      page.drawText('Frozen meal cubes, prices per pack, GST included.', {
        x: MARGIN,
        y,
        size: 10,
        font,
      });
      y -= 30;
    }
    if (pageIndex < 2) {
      for (const column of columns) {
        page.drawText(column.title, { x: column.x, y, size: 10, font: bold });
      }
      y -= 20;
    }
    for (const row of SHEET_ROWS.slice(next, next + count)) {
      const cells = columns.map((column) =>
        wrap(row[column.key], font, size, column.width - 4).map((text) => ({ column, text })),
      );
      const height = Math.max(...cells.map((lines) => lines.length));
      cells.forEach((lines) => {
        lines.forEach(({ column, text }, index) => {
          page.drawText(text, { x: column.x, y: y - index * lineHeight, size, font });
        });
      });
      y -= height * lineHeight + 10;
    }
    next += count;
    drawFooter(page, font, `Page ${pageIndex + 1} of ${rowsPerPage.length}`);
  });
  return pdf.save();
}

function drawFooter(page: PDFPage, font: PDFFont, text: string): void {
  page.drawText(text, { x: MARGIN, y: 30, size: 8, font });
}

interface CatalogueEntry {
  name: string;
  description: string;
  details: string[];
}

const CATALOGUE: CatalogueEntry[] = [
  {
    name: 'Super Veg Sauce',
    description:
      'Seven hidden vegetables in a smooth tomato sauce. Mild, naturally sweet and loved by fussy eaters; stir through pasta or spoon over rice.',
    details: ['Vegetarian  |  Kid friendly  |  Bestseller', '9 cubes', 'Price: $14.90'],
  },
  {
    name: 'Butter Chicken',
    description:
      'Free-range chicken thigh in a creamy, gently spiced tomato and butter sauce with garam masala and fenugreek. A crowd-pleaser over basmati rice.',
    details: ['Kid friendly', 'Pack of 9', 'NZ$16.90'],
  },
  {
    name: 'Pumpkin and Kumara Sauce',
    description:
      'Roasted pumpkin and kumara blended with a little butter and nutmeg: a first food that grows up into a pasta sauce.',
    details: ['Vegetarian, Kid friendly, 9 cubes', '15.50'],
  },
  {
    name: 'Mushroom Stroganoff',
    description:
      'Field mushrooms, paprika and sour cream in a rich sauce for egg noodles or rice. Ready in the time it takes to boil the noodles.',
    details: ['Vegetarian', '9 cubes', '16.00 NZD'],
  },
  {
    name: 'Thai Green Curry',
    description:
      'Chicken, green beans and bamboo shoots in a fragrant coconut curry with lemongrass and kaffir lime. Medium heat.',
    details: ['Pack of 12', 'Price $18.50'],
  },
  {
    name: 'Harvest Minestrone',
    description:
      'Borlotti beans, small pasta and every vegetable of the season in a light tomato broth. Add water for soup, less for a stew.',
    details: ['Vegetarian  ·  Kid friendly', '9 cubes  ·  NZ$13.90'],
  },
];

/**
 * The stockist catalogue: a block per product, three to a page, over two pages (or as many as the
 * entries fill). Detail lines wrap like the description.
 */
async function stockistCatalogue(entries = CATALOGUE): Promise<Uint8Array> {
  const pdf = await newPdf();
  pdf.setTitle('Cube Kitchen stockist catalogue');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  for (let pageIndex = 0; pageIndex < Math.ceil(entries.length / 3); pageIndex += 1) {
    const page = pdf.addPage(A4);
    let y = A4[1] - MARGIN;
    if (pageIndex === 0) {
      page.drawText('Stockist catalogue, winter 2026', { x: MARGIN, y, size: 22, font: bold });
      y -= 26;
      for (const line of wrap(
        'Wholesale prices for our stockists. Order by Wednesday for delivery the following Monday; every pack is frozen within hours of cooking.',
        font,
        10,
        width,
      )) {
        page.drawText(line, { x: MARGIN, y, size: 10, font });
        y -= 13;
      }
      y -= 20;
    }
    for (const entry of entries.slice(pageIndex * 3, pageIndex * 3 + 3)) {
      page.drawText(entry.name, { x: MARGIN, y, size: 15, font: bold });
      y -= 20;
      for (const line of wrap(entry.description, font, 10, width - 150)) {
        page.drawText(line, { x: MARGIN, y, size: 10, font });
        y -= 13;
      }
      y -= 4;
      for (const line of entry.details.flatMap((detail) => wrap(detail, font, 10, width - 150))) {
        page.drawText(line, { x: MARGIN, y, size: 10, font });
        y -= 13;
      }
      y -= 28;
    }
    drawFooter(page, font, `Cube Kitchen stockist catalogue, page ${pageIndex + 1}`);
  }
  return pdf.save();
}

/** A small grey PNG, made by hand (signature, IHDR, IDAT, IEND). */
function greyPng(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows[y * (width + 1) + 1 + x] = (x * 7 + y * 3) % 256;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A scanned page: one image, no text at all. */
async function scanned(): Promise<Uint8Array> {
  const pdf = await newPdf();
  const image = await pdf.embedPng(greyPng(120, 160));
  const page = pdf.addPage(A4);
  page.drawImage(image, { x: MARGIN, y: MARGIN, width: A4[0] - 2 * MARGIN, height: 700 });
  return pdf.save();
}

/** A letter: text, but no products. */
async function letter(): Promise<Uint8Array> {
  const pdf = await newPdf();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  page.drawText('Cube Kitchen', { x: MARGIN, y, size: 16, font: bold });
  y -= 40;
  const paragraphs = [
    'Dear stockist,',
    'Thank you for a wonderful year. Our kitchen will close over the summer holidays from the twentieth of December and reopen in the second week of January, when deliveries resume as usual.',
    'We would love to hear what your customers ask for, so that next year we cook more of what they enjoy.',
    'Kind regards,',
    'The Cube Kitchen team',
  ];
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, font, 11, A4[0] - 2 * MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: 11, font });
      y -= 15;
    }
    y -= 10;
  }
  return pdf.save();
}

/**
 * An encrypted PDF, written by hand: pdf-lib cannot encrypt. The standard security handler
 * (RC4, revision 2) with an owner and user entry no empty password opens, so readers ask for one.
 */
function encrypted(): Uint8Array {
  const hex = (seed: number) =>
    Array.from({ length: 32 }, (_, index) =>
      ((index * 37 + seed) % 256).toString(16).padStart(2, '0'),
    ).join('');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    '<< /Length 8 >>\nstream\n\u00a7\u00b6\u00e5\u0011\u00c2\u0007\u0099\u0042\nendstream',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(11)}> /U <${hex(101)}> /P -3904 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = hex(55);
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A real PDF whose bytes after the header were overwritten, as a broken download leaves it. */
function damaged(original: Uint8Array): Uint8Array {
  const bytes = Buffer.from(original.slice(0, 2000));
  for (let index = 16; index < bytes.length; index += 1) bytes[index] = (index * 131) % 251;
  return bytes;
}

mkdirSync(OUT, { recursive: true });
const sheet = await productSheet();
const files: Record<string, Uint8Array> = {
  'product-sheet-table.pdf': sheet,
  'stockist-catalogue.pdf': await stockistCatalogue(),
  'food-facts-catalogue.pdf': await stockistCatalogue(FOOD_FACTS_CATALOGUE),
  'scanned.pdf': await scanned(),
  'no-products.pdf': await letter(),
  'encrypted.pdf': encrypted(),
  'damaged.pdf': damaged(sheet),
  'not-a-pdf.pdf': greyPng(40, 30),
};
// `node scripts/make-test-pdfs.ts food-facts-catalogue.pdf` writes only the files named.
const only = process.argv.slice(2);
for (const [name, make] of Object.entries(LAYOUT_PDFS)) files[name] = await make();
for (const [name, bytes] of Object.entries(files)) {
  if (only.length > 0 && !only.includes(name)) continue;
  writeFileSync(`${OUT}/${name}`, bytes);
  console.log(`${OUT}/${name}: ${bytes.length} bytes`);
}
