/** Where the id of the banner the shopper dismissed is kept. */
export const DISMISSED_BANNER_KEY = 'cube-kitchen-banner-dismissed';

/**
 * The one line every page runs in its head, before the first paint: marks <html> with the banner
 * this browser dismissed, so /api/top-notices.css keeps it hidden from the start. Inline (no
 * request), and allowed by its hash in the page policy (astro.config.mjs), as Astro hashes only
 * the scripts it bundles.
 */
export const DISMISSED_BANNER_SCRIPT = `try{var d=localStorage.getItem(${JSON.stringify(DISMISSED_BANNER_KEY)});if(d)document.documentElement.dataset.dismissedBanner=d}catch(e){}`;
