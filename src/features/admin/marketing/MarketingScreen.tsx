import { marketingArea } from '../../../lib/admin/areas/marketing.ts';
import { AdminLink } from '../AdminLink.tsx';
import { useMayCall } from '../permissions.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PRIMARY_BUTTON } from '../styles.ts';
import { BannerPanel } from './BannerPanel.tsx';
import { PromoCodesTable } from './PromoCodesTable.tsx';
import { RestockReminderStats } from './RestockReminderStats.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** /admin/marketing: promo codes (and the site banner); admins change them, staff look. */
export default function MarketingScreen() {
  const mayCreate = useMayCall(marketingArea.api.createPromo);
  const mayChangePromos = useMayCall(marketingArea.api.replacePromo);
  const mayChangeBanner = useMayCall(marketingArea.api.saveBanner);
  return (
    <ScreenFrame
      title="Marketing"
      actions={
        mayCreate ? (
          <AdminLink href={screenHref('promo-code-new')} className={PRIMARY_BUTTON}>
            New promo code
          </AdminLink>
        ) : null
      }
    >
      {mayChangePromos && mayChangeBanner ? null : (
        <p className="mt-2 text-stone-700">
          You can look at promo codes and the banner; only an admin can change them.
        </p>
      )}
      <h2 className="mt-6 text-xl font-bold">Promo codes</h2>
      <p className="mt-1 max-w-3xl text-stone-700">
        Shoppers type a code at the checkout. Revenue is what the orders that used a code came to,
        after the discount and less any refunds; cancelled orders give their use back.
      </p>
      <PromoCodesTable canEdit={mayChangePromos} />
      <h2 className="mt-10 text-xl font-bold">Site banner</h2>
      <p className="mt-1 max-w-3xl text-stone-700">
        A short message across the top of every page of the shop, between the times you set.
        Shoppers can close it; a changed banner shows again.
      </p>
      <BannerPanel canEdit={mayChangeBanner} />
      <h2 className="mt-10 text-xl font-bold">Restock reminders</h2>
      <p className="mt-1 max-w-3xl text-stone-700">
        Shoppers who tick the box at checkout get one email after delivery or pickup (the number of
        days is in Settings) with a link that fills their cart again. An order counts when it came
        through that link.
      </p>
      <RestockReminderStats />
    </ScreenFrame>
  );
}
