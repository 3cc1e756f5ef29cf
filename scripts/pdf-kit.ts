// What the test PDF scripts share: a PDF with fixed dates (the same bytes on every run) and
// text wrapping to a width.
import { PDFDocument, type PDFFont } from 'pdf-lib';

export const A4: [number, number] = [595, 842];
export const MARGIN = 50;
/** Fixed dates, so running the script again writes the same bytes. */
const MADE = new Date('2026-01-15T00:00:00Z');

/** A new PDF whose dates are fixed. */
export async function newPdf(): Promise<PDFDocument> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setCreationDate(MADE);
  pdf.setModificationDate(MADE);
  return pdf;
}

/** Splits text into lines no wider than `width` at `size`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
