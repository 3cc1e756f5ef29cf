import { AdminLink } from '../AdminLink.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { PRIMARY_BUTTON } from '../styles.ts';
import { HolidaysPanel } from './HolidaysPanel.tsx';
import { SpecialDaysTable } from './SpecialDaysTable.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** /admin/special-dates: closed and extra days, and the public holidays to open or close. */
export default function SpecialDatesScreen() {
  return (
    <ScreenFrame
      title="Special dates"
      actions={
        <AdminLink href={screenHref('special-date-new')} className={PRIMARY_BUTTON}>
          Add a closed or extra day
        </AdminLink>
      }
    >
      <section aria-labelledby="special-days-title" className="mt-6">
        <h2 id="special-days-title" className="text-xl font-bold">
          Closed and extra days
        </h2>
        <p className="mt-2 max-w-3xl text-stone-700">
          Days that differ from the weekly slots: the whole shop or some zones closed, or extra
          delivery windows. Shoppers see them at the checkout as soon as you save.
        </p>
        <SpecialDaysTable />
      </section>
      <HolidaysPanel />
    </ScreenFrame>
  );
}
