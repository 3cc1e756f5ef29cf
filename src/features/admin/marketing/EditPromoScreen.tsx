import { marketingArea } from '../../../lib/admin/areas/marketing.ts';
import type { PromoView } from '../../../lib/marketing/promo-requests.ts';
import { formatNZD } from '../../../lib/money.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { useMayCall } from '../permissions.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PANEL } from '../styles.ts';
import { BACK_TO_MARKETING } from './links.ts';
import { promoOffer, promoPeriod, promoUses, STATUS_LABELS } from './promo-text.ts';
import { PromoForm, type PromoFormInput } from './PromoForm.tsx';

function formValuesOf(promo: PromoView): PromoFormInput {
  return {
    code: promo.code,
    kind: promo.kind,
    value: promo.value,
    minimumSubtotalCents: promo.minimumSubtotalCents,
    startsAt: promo.startsAt ?? '',
    endsAt: promo.endsAt ?? '',
    maxUses: promo.maxUses,
    onePerCustomer: promo.onePerCustomer,
    everyStandingDelivery: promo.everyStandingDelivery,
    active: promo.active,
  };
}

/** What a code is and how it has done, for everyone who may open the screen. */
function PromoSummary({ promo }: { promo: PromoView }) {
  const facts = [
    ['Status', STATUS_LABELS[promo.status]],
    ['Offer', promoOffer(promo)],
    ['When', promoPeriod(promo)],
    ['Uses', promoUses(promo)],
    ['Revenue', formatNZD(promo.revenueCents)],
  ] as const;
  return (
    <dl className={`${PANEL} mt-4 grid gap-2 sm:grid-cols-[max-content_1fr]`}>
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/marketing/promo-codes/{code}: a code's figures; admins change it or turn it off. */
export default function EditPromoScreen({ params }: ScreenProps<'promo-code-edit'>) {
  const { code } = params;
  const mayChange = useMayCall(marketingArea.api.replacePromo);
  const promo = useRouteQuery(marketingArea.api.getPromo, { params: { code } });
  const replace = useRouteMutation(marketingArea.api.replacePromo, {
    refreshes: [marketingArea.api.listPromos, marketingArea.api.getPromo],
  });
  return (
    <ScreenFrame title={`Promo code ${code}`} back={BACK_TO_MARKETING} width="medium">
      <QueryStatus query={promo}>
        {(current) => (
          <>
            <PromoSummary promo={current} />
            {mayChange ? (
              <PromoForm
                // A fresh form for each saved revision, so it shows what was saved.
                key={current.revision}
                initial={formValuesOf(current)}
                submitLabel="Save promo code"
                isNew={false}
                offerLocked={current.locked}
                onSave={async (fields) => {
                  await replace.mutateAsync({
                    params: { code: current.code },
                    // The code itself comes from the path; the server ignores it in the body.
                    body: { ...fields, revision: current.revision },
                  });
                  showToast({
                    title: 'Promo code saved',
                    description: `${current.code} is up to date.`,
                  });
                }}
              />
            ) : (
              <p className="mt-4 text-stone-700">Only an admin can change promo codes.</p>
            )}
          </>
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}
