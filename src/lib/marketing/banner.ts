// The site banner: a short message with an optional link, shown at the top of every public page
// between a start and an end. Admins set it; the public answer is cached by the CDN, so whether
// it shows now is decided in the browser from its times.
import { z } from 'zod';
import { isOneLine, ONE_LINE_MESSAGE } from '../forms/plain-text.ts';
import { normalisedSiteLink } from '../site-url.ts';
import { SiteLinkSchema } from '../forms/site-url-schemas.ts';

export { bannerShowsAt } from './banner-time.ts';

export const BANNER_MESSAGE_MAX = 160;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A link on this site (`/meals`) or an https address; never `//elsewhere` or `javascript:`. */
export const BannerLinkSchema = SiteLinkSchema;

const bannerMessage = z
  .string({ error: 'Write the message' })
  .trim()
  .min(1, 'Write the message')
  .max(BANNER_MESSAGE_MAX, `At most ${String(BANNER_MESSAGE_MAX)} characters`);

// As stored: read as it was saved, so a banner saved under older rules still loads (the public
// answer drops a link that fails today's rule); what staff send is checked by the request below.
const bannerFieldsShape = {
  message: bannerMessage,
  link: z.preprocess(blankToUndefined, z.string().optional()),
  startsAt: z.preprocess(
    blankToUndefined,
    z.iso.datetime({ offset: true, error: 'Enter a date and time' }).optional(),
  ),
  endsAt: z.preprocess(
    blankToUndefined,
    z.iso.datetime({ offset: true, error: 'Enter a date and time' }).optional(),
  ),
  active: z.boolean(),
};

function checkBannerTimes(
  banner: { startsAt?: string | undefined; endsAt?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (
    banner.startsAt &&
    banner.endsAt &&
    Date.parse(banner.startsAt) >= Date.parse(banner.endsAt)
  ) {
    context.addIssue({
      code: 'custom',
      message: 'The end must be after the start',
      path: ['endsAt'],
    });
  }
}

/** The banner as stored under `site-banner/current`. */
export const BannerSchema = z.object(bannerFieldsShape).superRefine(checkBannerTimes);
export type Banner = z.output<typeof BannerSchema>;

/** PUT /api/admin/banner: the banner as it should be, with the revision the editor loaded. */
export const BannerUpdateRequestSchema = z
  .object({
    ...bannerFieldsShape,
    message: bannerMessage.refine(isOneLine, ONE_LINE_MESSAGE),
    link: z.preprocess(blankToUndefined, BannerLinkSchema.optional()),
    revision: z.int().nonnegative(),
  })
  .superRefine(checkBannerTimes);
export type BannerUpdateRequest = z.output<typeof BannerUpdateRequestSchema>;

/** GET/PUT /api/admin/banner's answer: the banner (null before the first save) and its revision. */
export const BannerSnapshotSchema = z.object({
  banner: BannerSchema.nullable(),
  revision: z.int().nonnegative(),
});
export type BannerSnapshot = z.output<typeof BannerSnapshotSchema>;

/**
 * GET /api/banner: what shoppers may see, or null when it is off or over. `id` changes with
 * every save, so a shopper who dismissed one banner sees the next.
 */
export const PublicBannerSchema = z.object({
  id: z.string(),
  message: z.string(),
  link: z.string().optional(),
  startsAt: z.string().optional(),
  endsAt: z.string().optional(),
});
export type PublicBanner = z.output<typeof PublicBannerSchema>;

/** The public answer for a stored banner at `now`: null when off or already over. */
export function publicBanner(
  banner: Banner | null,
  revision: number,
  now: Date,
): PublicBanner | null {
  if (!banner?.active) return null;
  if (banner.endsAt && now.getTime() >= Date.parse(banner.endsAt)) return null;
  const link = banner.link === undefined ? null : normalisedSiteLink(banner.link);
  return {
    id: `banner-${String(revision)}`,
    message: banner.message,
    ...(link ? { link } : {}),
    ...(banner.startsAt ? { startsAt: banner.startsAt } : {}),
    ...(banner.endsAt ? { endsAt: banner.endsAt } : {}),
  };
}
