// The form fields for staff-typed links and image paths, as zod schemas over site-url.ts's checks
// (kept apart so the public pages' product pictures load those checks without zod).
import { z } from 'zod';
import {
  normalisedSiteLink,
  normalisedSitePath,
  SITE_IMAGE_MESSAGE,
  SITE_LINK_MESSAGE,
  SITE_URL_MAX,
} from '../site-url.ts';

/** A link field: a site path or an https address, stored in its resolved form. */
export const SiteLinkSchema = z
  .string()
  .trim()
  .max(SITE_URL_MAX, `At most ${String(SITE_URL_MAX)} characters`)
  .refine((link) => normalisedSiteLink(link) !== null, SITE_LINK_MESSAGE)
  .overwrite((link) => normalisedSiteLink(link) ?? link);

/** An image field: a path on this site only (photos are served by the site), stored resolved. */
export const SiteImagePathSchema = z
  .string()
  .trim()
  .max(SITE_URL_MAX, `At most ${String(SITE_URL_MAX)} characters`)
  .refine((image) => normalisedSitePath(image) !== null, SITE_IMAGE_MESSAGE)
  .overwrite((image) => normalisedSitePath(image) ?? image);
