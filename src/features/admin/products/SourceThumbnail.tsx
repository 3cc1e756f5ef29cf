import { useEffect, useState } from 'react';
import type { SourceBox } from '../../../lib/products/pdf-import/source.ts';
import { cropOf, type PageImage, type PageImages } from './pdf-page-images.ts';

/** The widest a thumbnail is shown, in CSS pixels; a narrower crop is shown at its own size. */
const MAX_WIDTH = 240;
/** The tallest: a long block is shown from its top (its name and price come first). */
const MAX_HEIGHT = 180;

/**
 * The part of the PDF page a review row was read from, so staff can compare the row with the
 * page at a glance. While the page is drawn a placeholder keeps the row's height steady.
 */
export function SourceThumbnail({
  source,
  pages,
  row,
}: {
  source: SourceBox | undefined;
  pages: PageImages | null;
  row: number;
}) {
  const [image, setImage] = useState<PageImage | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!source || !pages) return;
    let current = true;
    pages.page(source.page).then(
      (drawn) => {
        if (current) setImage(drawn);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [source, pages]);
  if (!source || !pages || failed) return null;
  const label = `Where row ${String(row)} was read: page ${String(source.page)} of the PDF`;
  if (!image) {
    return (
      <div className="h-16 w-full max-w-60 animate-pulse rounded bg-stone-100" aria-hidden="true" />
    );
  }
  const crop = cropOf(source, image);
  const ratio = Math.min(1, MAX_WIDTH / crop.width);
  return (
    <figure className="grid gap-1">
      <div
        role="img"
        aria-label={label}
        className="relative overflow-hidden rounded border border-stone-300 bg-white"
        style={{ width: crop.width * ratio, height: Math.min(MAX_HEIGHT, crop.height * ratio) }}
      >
        <img
          src={image.url}
          alt=""
          className="absolute max-w-none"
          style={{
            left: -crop.x * ratio,
            top: -crop.y * ratio,
            width: image.width * ratio,
            height: image.height * ratio,
          }}
        />
      </div>
      <figcaption className="text-xs text-stone-600">From page {source.page}</figcaption>
    </figure>
  );
}
