import { useEffect, useRef, useState } from 'react';

/** Shown when a meal's own picture fails to load. */
export const MEAL_PLACEHOLDER_IMAGE = '/images/meals/preview-placeholder.svg';

/** A meal picture that fades in once loaded and falls back to the preview placeholder on error. */
export default function MealImage({
  src,
  alt,
  loading = 'lazy',
}: {
  src: string;
  alt: string;
  /** `eager` for the pictures at the top of a page, which should load at once. */
  loading?: 'eager' | 'lazy';
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
      src={failed ? MEAL_PLACEHOLDER_IMAGE : src}
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
