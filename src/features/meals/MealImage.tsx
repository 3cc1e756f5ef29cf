import { useEffect, useRef, useState } from 'react';
import {
  MEAL_CARD_SIZES,
  MEAL_PLACEHOLDER_IMAGE,
  productImageAttributes,
} from '../../lib/products/product-image.ts';

/**
 * A meal picture that fades in once loaded and falls back to the preview placeholder on error.
 * An uploaded photo comes with its srcset, so the browser picks the size the card needs.
 */
export default function MealImage({
  src,
  alt,
  loading = 'lazy',
  sizes = MEAL_CARD_SIZES,
}: {
  src: string;
  alt: string;
  /** `eager` for the pictures at the top of a page, which should load at once. */
  loading?: 'eager' | 'lazy';
  /** How wide the picture shows (the `sizes` attribute); a meal card's width by default. */
  sizes?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // An image can finish (or fail) before React attaches onLoad and onError, e.g. one served
  // from the cache, or one on a server-rendered page hydrated later.
  useEffect(() => {
    const element = image.current;
    if (!element?.complete) return;
    if (element.naturalWidth > 0) setLoaded(true);
    else setFailed(true);
  }, []);

  return (
    <img
      ref={image}
      {...(failed ? { src: MEAL_PLACEHOLDER_IMAGE } : productImageAttributes(src, sizes))}
      alt={alt}
      width={800}
      height={600}
      loading={loading}
      decoding="async"
      className={`h-auto w-full bg-brand-100 transition-opacity duration-500 ${loaded ? 'opacity-100' : 'opacity-0'}`}
      onLoad={() => {
        setLoaded(true);
      }}
      onError={() => {
        if (!failed) setFailed(true);
      }}
    />
  );
}
