// The pages of the PDF staff chose, drawn in the browser as images for the import review's
// thumbnails. pdf.js is loaded only here, when a review first shows one, and each page is drawn
// once; the file never leaves the browser again for this.
import type { SourceBox } from '../../../lib/products/pdf-import/source.ts';

/** A page drawn as an image: its URL, its size in pixels, and the page's box in PDF units. */
export interface PageImage {
  url: string;
  width: number;
  height: number;
  /** The page's own box [left, bottom, right, top], as its text positions are given in. */
  view: readonly number[];
}

/** Pixels per PDF point the pages are drawn at: sharp enough for a crop shown about 1:1. */
const SCALE = 1.5;

/** Draws the pages of one PDF on demand, each once; `close` lets go of them all. */
export interface PageImages {
  page(number: number): Promise<PageImage>;
  close(): void;
}

/** Page images of a PDF file the browser holds. */
export function pageImagesOf(file: Blob): PageImages {
  let opened: ReturnType<typeof open> | null = null;
  const drawn = new Map<number, Promise<PageImage>>();
  const urls: string[] = [];
  async function open() {
    const { getDocumentProxy } = await import('unpdf');
    return getDocumentProxy(new Uint8Array(await file.arrayBuffer()), { isEvalSupported: false });
  }
  async function draw(number: number): Promise<PageImage> {
    const pdf = await (opened ??= open());
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: SCALE });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the page.');
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const blob = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve);
    });
    if (!blob) throw new Error('This browser cannot draw the page.');
    const url = URL.createObjectURL(blob);
    urls.push(url);
    return { url, width: canvas.width, height: canvas.height, view: page.view };
  }
  return {
    page(number) {
      let image = drawn.get(number);
      if (!image) {
        image = draw(number);
        drawn.set(number, image);
      }
      return image;
    },
    close() {
      for (const url of urls) URL.revokeObjectURL(url);
      void opened?.then((pdf) => pdf.destroy()).catch(() => undefined);
    },
  };
}

/** Space kept round a row's text in its thumbnail, in PDF points. */
const MARGIN = 6;

/** Where a row's box lies on its page's image, in the image's pixels, with a little margin. */
export function cropOf(box: SourceBox, image: PageImage) {
  const [left = 0, , , top = 0] = image.view;
  const x = Math.max(0, (box.x - MARGIN - left) * SCALE);
  const y = Math.max(0, (top - (box.y + box.height) - MARGIN) * SCALE);
  return {
    x,
    y,
    width: Math.min(image.width - x, (box.width + MARGIN * 2) * SCALE),
    height: Math.min(image.height - y, (box.height + MARGIN * 2) * SCALE),
  };
}
