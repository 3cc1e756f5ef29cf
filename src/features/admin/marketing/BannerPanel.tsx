import { marketingArea } from '../../../lib/admin/areas/marketing.ts';
import type { BannerSnapshot } from '../../../lib/marketing/banner.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { PANEL } from '../styles.ts';
import { BannerForm, type BannerFormInput } from './BannerForm.tsx';
import { promoPeriod } from './promo-text.ts';

function formValuesOf({ banner, revision }: BannerSnapshot): BannerFormInput {
  return {
    message: banner?.message ?? '',
    link: banner?.link ?? '',
    startsAt: banner?.startsAt ?? '',
    endsAt: banner?.endsAt ?? '',
    active: banner?.active ?? true,
    revision,
  };
}

/** What staff who may not change it see of the banner. */
function BannerFacts({ banner }: { banner: BannerSnapshot['banner'] }) {
  if (!banner) return <p>No banner has been set.</p>;
  return (
    <dl className="grid gap-2 sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold">Message</dt>
      <dd>{banner.message}</dd>
      <dt className="font-semibold">Link</dt>
      <dd>{banner.link ?? 'None'}</dd>
      <dt className="font-semibold">When</dt>
      <dd>{promoPeriod(banner)}</dd>
      <dt className="font-semibold">Status</dt>
      <dd>{banner.active ? 'On' : 'Off'}</dd>
    </dl>
  );
}

/** The site banner: admins write it and set when it shows; staff see it. */
export function BannerPanel({ canEdit }: { canEdit: boolean }) {
  const snapshot = useRouteQuery(marketingArea.api.getBanner, {});
  const save = useRouteMutation(marketingArea.api.saveBanner, {
    refreshes: [marketingArea.api.getBanner],
  });
  return (
    <div className={`${PANEL} mt-4`}>
      <QueryStatus query={snapshot}>
        {(current) =>
          canEdit ? (
            <BannerForm
              key={current.revision}
              initial={formValuesOf(current)}
              onSave={async (banner) => {
                await save.mutateAsync({ body: banner });
                showToast({
                  title: 'Banner saved',
                  description: banner.active
                    ? 'Shoppers see it when its time comes.'
                    : 'It is off.',
                });
              }}
            />
          ) : (
            <BannerFacts banner={current.banner} />
          )
        }
      </QueryStatus>
    </div>
  );
}
