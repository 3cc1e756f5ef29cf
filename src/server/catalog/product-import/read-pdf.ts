// Reads an uploaded PDF into the rows of the import review, writing nothing. Files that are not
// PDFs, encrypted, damaged, scans without text or without products are refused with a message
// staff can act on; so are files that would cost far more work than a product list (forms nested
// in forms, more text than any list, a read that takes too long): see PDF_LIMITS.
import { getDocumentProxy } from 'unpdf';
import {
  findProducts,
  reviewRows,
  type ImportPreview,
  type ImportRow,
  type TextItem,
} from '../../../lib/products/pdf-import/index.ts';
import type { UploadedFile } from '../../../lib/admin/contract.ts';
import type { Actor } from '../../audit.ts';
import { HttpError } from '../../http/errors.ts';
import { listAdminProducts } from '../products.ts';
import { measureFormNesting } from './pdf-structure.ts';
import { signPreviewRows } from './preview-tokens.ts';

/** Most pages read from one PDF; a product list is far shorter, a pathological file is not. */
export const MAX_PDF_PAGES = 100;

/** How much work one PDF may cost; each bound is far above a real product list (docs/benchmarks.md). */
export interface PdfLimits {
  /** Pieces of text read in all: a dense list of 10,000 products has about 50,000. */
  textItems: number;
  /** Forms drawn inside forms, counted from the page: price lists nest one or two. */
  formDepth: number;
  /** Draws one form expands to, its nested forms' included. */
  formDraws: number;
  /** Time to read the text of every page; the read stops when it runs out. */
  readMs: number;
}

/** The limits the import runs with. */
export const PDF_LIMITS: PdfLimits = {
  textItems: 50_000,
  formDepth: 4,
  formDraws: 1_000,
  readMs: 8_000,
};

export const PDF_REFUSALS = {
  notPdf: 'This file is not a PDF. Choose a PDF file (its content is checked, not its name).',
  encrypted:
    'This PDF is protected with a password, so it cannot be read. Save a copy without a password and upload that.',
  damaged:
    'This PDF is damaged and cannot be read. Download or export it again, then upload the new copy.',
  noText: 'This PDF has no text we can read; it may be a scanned image',
  noProducts:
    'No products were found in this PDF. It needs a table with a name and a price column, or a name, description and price for each product.',
  tooComplex:
    'This PDF is too complex to import: it holds far more text or nested drawings than a product list does. Save or print only the pages with your products as a new PDF (e.g. "Save as PDF" from the spreadsheet or document they come from) and upload that.',
  tooSlow:
    'This PDF took too long to read, so it was not imported. Save or print only the pages with your products as a new PDF and upload that.',
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
  fontName?: string;
}

/** Control characters other than tab and line breaks, which text never shows. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

function positioned(item: PdfTextItem): TextItem {
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
  return {
    // A glyph the PDF gives no character for comes out as a control character: shown as "�",
    // it stays a visible sign (a key's mark is still matched) and no hidden character is kept.
    str: item.str.replace(CONTROL_CHARACTERS, '\uFFFD'),
    x,
    y,
    width: item.width,
    height: item.height,
    // The vertical scale of the text matrix; rotated text keeps its size.
    fontSize: Math.hypot(c, d) || Math.hypot(a, b),
    // pdf.js names each font it loads: a name line set bold differs from the text by it.
    ...(item.fontName ? { font: item.fontName } : {}),
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

/** Raised inside the read to stop it; turned into its refusal once pdf.js has let go. */
class ReadStopped extends Error {
  readonly refusal: string;
  constructor(refusal: string) {
    super(refusal);
    this.refusal = refusal;
  }
}

/**
 * The positioned text of each page, up to MAX_PDF_PAGES, and how many pages the PDF has. The
 * text is streamed in chunks: pieces are counted as they come and the clock is checked between
 * chunks, so a file over a limit is stopped (its read cancelled) instead of read to the end.
 */
export async function pagesOfText(
  bytes: Uint8Array,
  limits: PdfLimits,
): Promise<{ pages: TextItem[][]; pageCount: number }> {
  const deadline = performance.now() + limits.readMs;
  const pdf = await openPdf(bytes);
  let count = 0;
  try {
    if (pdf.numPages === 0) throw refuse(PDF_REFUSALS.damaged);
    const pages: TextItem[][] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const items: TextItem[] = [];
      // pdf.js types its stream's chunks as any: they are TextContent, whose items are text or marks.
      const reader = (
        page.streamTextContent() as ReadableStream<{ items: (PdfTextItem | { type: string })[] }>
      ).getReader();
      // A page that works long without giving text (drawings only) is stopped by the clock too.
      const clock = { ranOut: false };
      const timer = setTimeout(
        () => {
          clock.ranOut = true;
          void reader.cancel(new ReadStopped(PDF_REFUSALS.tooSlow)).catch(() => undefined);
        },
        Math.max(0, deadline - performance.now()),
      );
      try {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          count += chunk.value.items.length;
          if (count > limits.textItems) throw new ReadStopped(PDF_REFUSALS.tooComplex);
          if (performance.now() > deadline) throw new ReadStopped(PDF_REFUSALS.tooSlow);
          for (const item of chunk.value.items) if ('str' in item) items.push(positioned(item));
        }
        // A read cancelled by the clock ends like a finished one: it is refused all the same.
        if (clock.ranOut) throw new ReadStopped(PDF_REFUSALS.tooSlow);
      } catch (error) {
        // Cancelling stops pdf.js's work on the page (its task is terminated).
        await reader
          .cancel(error instanceof Error ? error : new Error('stopped'))
          .catch(() => undefined); // a stream that failed by itself has nothing left to cancel
        throw error;
      } finally {
        clearTimeout(timer);
      }
      pages.push(items);
      page.cleanup();
    }
    return { pages, pageCount: pdf.numPages };
  } catch (error) {
    if (error instanceof ReadStopped) throw refuse(error.refusal);
    throw error instanceof HttpError ? error : refuse(PDF_REFUSALS.damaged);
  } finally {
    await pdf.destroy();
  }
}

/** What a PDF holds: review rows, warnings, and the revisions of the products rows matched. */
interface ReadImport {
  rows: ImportRow[];
  warnings: string[];
  revisions: Map<string, number>;
}

/**
 * The review rows of an uploaded PDF, matched to the catalog; writes nothing. Forms nested past
 * the limits are refused before any text is read, the rest within the limits as it is read.
 */
export async function readPdfImport(
  file: UploadedFile,
  limits: PdfLimits = PDF_LIMITS,
): Promise<ReadImport> {
  if (!looksLikePdf(file.bytes)) throw refuse(PDF_REFUSALS.notPdf);
  const nesting = measureFormNesting(file.bytes);
  if (nesting.depth > limits.formDepth || nesting.draws > limits.formDraws) {
    throw refuse(PDF_REFUSALS.tooComplex);
  }
  const { pages, pageCount } = await pagesOfText(file.bytes, limits);
  if (!pages.some((items) => items.some((item) => item.str.trim() !== ''))) {
    throw refuse(PDF_REFUSALS.noText);
  }
  const { products } = findProducts(pages);
  if (products.length === 0) throw refuse(PDF_REFUSALS.noProducts);
  const warnings =
    pageCount > MAX_PDF_PAGES
      ? [`Only the first ${MAX_PDF_PAGES} of this PDF's ${pageCount} pages were read.`]
      : [];
  const catalog = await listAdminProducts();
  const revisions = new Map(catalog.map((product) => [product.id, product.revision]));
  return { rows: reviewRows(products, catalog), warnings, revisions };
}

/** POST …/products/import: the review of a PDF, each row signed for this account's apply. */
export async function previewPdfImport(actor: Actor, file: UploadedFile): Promise<ImportPreview> {
  const { rows, warnings, revisions } = await readPdfImport(file);
  return { rows: await signPreviewRows(actor, rows, revisions), warnings };
}
