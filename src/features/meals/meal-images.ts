/**
 * Shows the preview placeholder (its path in `data-meal-image`) in place of a meal picture
 * (MealImage.astro) that fails to load, whether it failed before this script ran or fails later
 * (a lazy picture scrolled into view).
 */
export function replaceBrokenMealImages(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-meal-image]')) {
    const placeholder = image.dataset.mealImage ?? '';
    const fallBack = () => {
      if (!placeholder || image.getAttribute('src') === placeholder) return;
      image.removeAttribute('srcset');
      image.removeAttribute('sizes');
      image.src = placeholder;
    };
    if (image.complete && image.naturalWidth === 0 && image.currentSrc !== '') fallBack();
    else image.addEventListener('error', fallBack, { once: true });
  }
}
