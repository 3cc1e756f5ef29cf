import { marketingArea } from '../../../lib/admin/areas/marketing.ts';
import type { NewPromoRequest } from '../../../lib/marketing/promo-requests.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { navigate } from '../router.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { BACK_TO_MARKETING } from './links.ts';
import { PromoForm } from './PromoForm.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** /admin/marketing/promo-codes/new: a new promo code (admins). */
export default function NewPromoScreen() {
  const create = useRouteMutation(marketingArea.api.createPromo, {
    refreshes: [marketingArea.api.listPromos],
  });
  const save = async (promo: NewPromoRequest) => {
    const created = await create.mutateAsync({ body: promo });
    showToast({ title: 'Promo code added', description: `${created.code} is saved.` });
    navigate(screenHref('marketing'));
  };
  return (
    <ScreenFrame title="New promo code" back={BACK_TO_MARKETING} width="medium">
      <PromoForm
        initial={{
          code: '',
          kind: 'percent',
          value: 10,
          minimumSubtotalCents: 0,
          onePerCustomer: false,
          active: true,
        }}
        submitLabel="Add promo code"
        isNew
        offerLocked={false}
        onSave={save}
      />
    </ScreenFrame>
  );
}
