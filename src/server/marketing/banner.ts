import { marketingArea } from '../../lib/admin/areas/marketing.ts';
import {
  BannerSchema,
  publicBanner,
  type BannerSnapshot,
  type BannerUpdateRequest,
  type PublicBanner,
} from '../../lib/marketing/banner.ts';
import { auditedUpdate, type Actor } from '../audit.ts';
import { recordCollection } from '../blobs/records.ts';
import { purgeBannerCache } from '../http/cdn-cache.ts';
import { HttpError } from '../http/errors.ts';

/** The one site banner, a shared document under `site-banner/current`. */
const siteBanner = recordCollection({ prefix: 'site-banner', schema: BannerSchema });
const BANNER_ID = 'current';

/** The banner with its revision (null and 0 before the first save). */
export async function readBanner(): Promise<BannerSnapshot> {
  const stored = await siteBanner.getRevisioned(BANNER_ID);
  return { banner: stored?.data ?? null, revision: stored?.revision ?? 0 };
}

/** What GET /api/banner answers: the banner shoppers may see, or null. */
export async function readPublicBanner(now = new Date()): Promise<{ banner: PublicBanner | null }> {
  const { banner, revision } = await readBanner();
  return { banner: publicBanner(banner, revision, now) };
}

/**
 * Saves the banner (409 when someone saved since `revision`), audits it and drops the CDN's
 * copy of the public answer so shoppers see the change at once.
 */
export async function saveBanner(
  actor: Actor,
  input: BannerUpdateRequest,
): Promise<BannerSnapshot> {
  const { revision: expected, ...banner } = input;
  const saved = await auditedUpdate(
    siteBanner,
    BANNER_ID,
    (_current, revision) => {
      if (revision !== expected) {
        throw new HttpError(
          409,
          'Someone saved the banner since you opened it. Reload to see it.',
          {
            details: { reason: marketingArea.refusals.stale },
          },
        );
      }
      return banner;
    },
    { actor, action: 'site-banner.update' },
  );
  await purgeBannerCache();
  return { banner: saved.data, revision: saved.revision };
}
