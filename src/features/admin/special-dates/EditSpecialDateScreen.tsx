import { specialDatesArea } from '../../../lib/admin/areas/special-dates.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import { navigate } from '../router.ts';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { BACK_TO_SPECIAL_DATES, longDayLabel } from './labels.ts';
import { SpecialDateForm } from './SpecialDateForm.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** /admin/special-dates/{date}/edit: change a closed or extra day, or its note. */
export default function EditSpecialDateScreen({ params }: ScreenProps<'special-date-edit'>) {
  const { date } = params;
  const day = useRouteQuery(specialDatesArea.api.get, { params: { date } });
  const put = useRouteMutation(specialDatesArea.api.put, {
    refreshes: [specialDatesArea.api.list, specialDatesArea.api.get, specialDatesArea.api.holidays],
  });
  return (
    <ScreenFrame title="Edit special date" back={BACK_TO_SPECIAL_DATES} width="medium">
      <QueryStatus query={day}>
        {(current) => (
          <SpecialDateForm
            initial={current}
            dateFixed
            submitLabel="Save day"
            onSave={async (fields, confirmBookings) => {
              // The date is the path's; the update schema leaves the body's out.
              await put.mutateAsync({
                params: { date },
                body: confirmBookings ? { ...fields, confirmBookings } : fields,
              });
              showToast({ title: 'Special date saved', description: longDayLabel(date) });
              navigate(screenHref('special-dates'));
            }}
          />
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}
