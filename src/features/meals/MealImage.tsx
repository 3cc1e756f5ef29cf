import { useEffect, useRef, useState } from 'react';

/** Shown when a meal's own picture fails to load. */
export const MEAL_PLACEHOLDER_IMAGE = '/images/meals/preview-placeholder.svg';

/** A meal picture that fades in once loaded and falls back to the preview placeholder on error. */
export default function MealImage({ src, alt }: { src: string; alt: string }) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // An image served from the cache can finish before React attaches onLoad.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <img
      ref={image}
      src={failed ? MEAL_PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={800}
      height={600}
      loading="lazy"
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
