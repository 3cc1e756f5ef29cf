import { marketingArea } from '../../../lib/admin/areas/marketing.ts';
import { useCreateRecord } from '../api/use-create-record.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { BACK_TO_MARKETING } from './links.ts';
import { PromoForm } from './PromoForm.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** /admin/marketing/promo-codes/new: a new promo code (admins). */
export default function NewPromoScreen() {
  const save = useCreateRecord(marketingArea.api.createPromo, {
    refreshes: [marketingArea.api.listPromos],
    toast: (created) => ({ title: 'Promo code added', description: `${created.code} is saved.` }),
    next: () => screenHref('marketing'),
  });
  return (
    <ScreenFrame title="New promo code" back={BACK_TO_MARKETING} width="medium">
      <PromoForm
        initial={{
          code: '',
          kind: 'percent',
          value: 10,
          minimumSubtotalCents: 0,
          onePerCustomer: false,
          everyStandingDelivery: false,
          active: true,
        }}
        submitLabel="Add promo code"
        isNew
        offerLocked={false}
        onSave={(promo) => save({ body: promo })}
      />
    </ScreenFrame>
  );
}
