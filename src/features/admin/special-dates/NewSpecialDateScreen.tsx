import { specialDatesArea } from '../../../lib/admin/areas/special-dates.ts';
import { addDays, nzDateOf } from '../../../lib/delivery/nz-time.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { navigate } from '../router.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { BACK_TO_SPECIAL_DATES, longDayLabel } from './labels.ts';
import { SpecialDateForm } from './SpecialDateForm.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** /admin/special-dates/new: a closed day (whole shop or some zones) or an extra delivery day. */
export default function NewSpecialDateScreen() {
  const create = useRouteMutation(specialDatesArea.api.create, {
    refreshes: [specialDatesArea.api.list, specialDatesArea.api.holidays],
  });
  return (
    <ScreenFrame title="Add a closed or extra day" back={BACK_TO_SPECIAL_DATES} width="medium">
      <SpecialDateForm
        initial={{ date: addDays(nzDateOf(new Date()), 1), kind: 'closed', note: '' }}
        dateFixed={false}
        submitLabel="Save day"
        onSave={async (day, confirmBookings) => {
          const saved = await create.mutateAsync({
            body: confirmBookings ? { ...day, confirmBookings } : day,
          });
          showToast({ title: 'Special date saved', description: longDayLabel(saved.date) });
          navigate(screenHref('special-dates'));
        }}
      />
    </ScreenFrame>
  );
}
