import { bannerShowsAt } from '../../lib/marketing/banner-time.ts';

/** What GET /api/banner answers for a banner (PublicBannerSchema), read without zod. */
interface PublicBanner {
  id: string;
  message: string;
  link?: string;
  startsAt?: string;
  endsAt?: string;
}

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

function readBanner(value: unknown): PublicBanner | null {
  if (typeof value !== 'object' || value === null) return null;
  const banner = value as Record<string, unknown>;
  const valid =
    typeof banner.id === 'string' &&
    typeof banner.message === 'string' &&
    optionalText(banner.link) &&
    optionalText(banner.startsAt) &&
    optionalText(banner.endsAt);
  return valid ? (banner as unknown as PublicBanner) : null;
}

/** Where the id of the banner the shopper dismissed is kept. */
export const DISMISSED_BANNER_KEY = 'cube-kitchen-banner-dismissed';

function dismissedId(): string | null {
  try {
    return localStorage.getItem(DISMISSED_BANNER_KEY);
  } catch {
    return null;
  }
}

function remember(id: string): void {
  try {
    localStorage.setItem(DISMISSED_BANNER_KEY, id);
  } catch {
    // Private mode without storage: dismissed for this page only.
  }
}

/** Fills the template's bar with the banner's message and link, and wires its close button. */
function fill(bar: HTMLElement, banner: PublicBanner): void {
  const text = bar.querySelector('[data-banner-text]');
  const link = bar.querySelector<HTMLAnchorElement>('[data-banner-link]');
  if (text) text.textContent = banner.message;
  if (link && banner.link) {
    link.href = banner.link;
    link.hidden = false;
  }
  bar.querySelector('[data-banner-close]')?.addEventListener('click', () => {
    remember(banner.id);
    bar.remove();
  });
}

/**
 * Asks for the site banner and, if it shows now and this shopper has not dismissed it, lays it
 * over the top of the page (SiteBanner.astro). It is fixed in place, so nothing on the page
 * moves when it appears or goes. Any failure leaves the page as it was.
 */
export async function showSiteBanner(): Promise<void> {
  try {
    const response = await fetch('/api/banner');
    const answer = (await response.json()) as { banner?: unknown };
    const banner = readBanner(answer.banner);
    if (!banner || !bannerShowsAt(banner, new Date()) || dismissedId() === banner.id) return;
    const template = document.querySelector<HTMLTemplateElement>('#site-banner');
    const bar = template?.content.firstElementChild?.cloneNode(true);
    if (!template || !(bar instanceof HTMLElement)) return;
    fill(bar, banner);
    template.after(bar);
  } catch {
    // No banner when it cannot be read.
  }
}
