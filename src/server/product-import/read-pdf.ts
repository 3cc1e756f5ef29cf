// Reads an uploaded PDF into the rows of the import review, writing nothing. Files that are not
// PDFs, encrypted, damaged, scans without text or without products are refused with a message
// staff can act on.
import { getDocumentProxy } from 'unpdf';
import {
  findProducts,
  reviewRows,
  type ImportPreview,
  type TextItem,
} from '../../lib/products/pdf-import/index.ts';
import type { UploadedFile } from '../../lib/admin/contract.ts';
import { HttpError } from '../http/errors.ts';
import { listAdminProducts } from '../products.ts';

/** Most pages read from one PDF; a product list is far shorter, a pathological file is not. */
export const MAX_PDF_PAGES = 100;

export const PDF_REFUSALS = {
  notPdf: 'This file is not a PDF. Choose a PDF file (its content is checked, not its name).',
  encrypted:
    'This PDF is protected with a password, so it cannot be read. Save a copy without a password and upload that.',
  damaged:
    'This PDF is damaged and cannot be read. Download or export it again, then upload the new copy.',
  noText: 'This PDF has no text we can read; it may be a scanned image',
  noProducts:
    'No products were found in this PDF. It needs a table with a name and a price column, or a name, description and price for each product.',
} as const;

const refuse = (message: string) => new HttpError(422, message);

/** Whether the bytes start as a PDF does (`%PDF-`, allowing a little junk before it). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

function positioned(item: PdfTextItem): TextItem {
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
  return {
    str: item.str,
    x,
    y,
    width: item.width,
    height: item.height,
    // The vertical scale of the text matrix; rotated text keeps its size.
    fontSize: Math.hypot(c, d) || Math.hypot(a, b),
  };
}

async function openPdf(bytes: Uint8Array) {
  try {
    // pdf.js takes ownership of the buffer it gets, so it gets a copy.
    return await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw refuse(name === 'PasswordException' ? PDF_REFUSALS.encrypted : PDF_REFUSALS.damaged);
  }
}

/** The positioned text of each page, up to MAX_PDF_PAGES, and how many pages the PDF has. */
async function pagesOfText(bytes: Uint8Array): Promise<{ pages: TextItem[][]; pageCount: number }> {
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages === 0) throw refuse(PDF_REFUSALS.damaged);
    const pages: TextItem[][] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.flatMap((item) => ('str' in item ? [positioned(item)] : [])));
      page.cleanup();
    }
    return { pages, pageCount: pdf.numPages };
  } catch (error) {
    throw error instanceof HttpError ? error : refuse(PDF_REFUSALS.damaged);
  } finally {
    await pdf.destroy();
  }
}

/** The products an uploaded PDF lists, as review rows matched to the catalog; writes nothing. */
export async function previewPdfImport(file: UploadedFile): Promise<ImportPreview> {
  if (!looksLikePdf(file.bytes)) throw refuse(PDF_REFUSALS.notPdf);
  const { pages, pageCount } = await pagesOfText(file.bytes);
  if (!pages.some((items) => items.some((item) => item.str.trim() !== ''))) {
    throw refuse(PDF_REFUSALS.noText);
  }
  const { products } = findProducts(pages);
  if (products.length === 0) throw refuse(PDF_REFUSALS.noProducts);
  const warnings =
    pageCount > MAX_PDF_PAGES
      ? [`Only the first ${MAX_PDF_PAGES} of this PDF's ${pageCount} pages were read.`]
      : [];
  return { rows: reviewRows(products, await listAdminProducts()), warnings };
}
