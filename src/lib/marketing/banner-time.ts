// Kept apart from banner.ts (and zod), so every public page's banner script stays tiny.

/** Whether a banner shows at `now`: from its start (if any) until its end (if any). */
export function bannerShowsAt(
  banner: { startsAt?: string | undefined; endsAt?: string | undefined },
  now: Date,
): boolean {
  if (banner.startsAt && now.getTime() < Date.parse(banner.startsAt)) return false;
  return !(banner.endsAt && now.getTime() >= Date.parse(banner.endsAt));
}
