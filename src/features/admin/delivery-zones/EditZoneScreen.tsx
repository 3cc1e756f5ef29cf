import { deliveryZonesArea } from '../../../lib/admin/areas/delivery-zones.ts';
import { ZoneUpdateRequestSchema, type ZoneUpdateRequest } from '../../../lib/delivery/requests.ts';
import type { Zone } from '../../../lib/delivery/zones.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation, useRouteQuery } from '../api/hooks.ts';
import { QueryStatus } from '../QueryStatus.tsx';
import type { ScreenProps } from '../screen-registry.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { BACK_TO_ZONES } from './links.ts';
import { PickupHours } from './PickupHours.tsx';
import { ZoneForm } from './ZoneForm.tsx';
import { ZoneStatus } from './ZoneStatus.tsx';

/** A zone's fields as a change request sends them (everything but its id). */
export function fieldsOf(zone: Zone): ZoneUpdateRequest {
  return ZoneUpdateRequestSchema.parse(zone);
}

/** /admin/delivery-zones/{id}/edit: change a zone's area and money rules, or deactivate it. */
export default function EditZoneScreen({ params }: ScreenProps<'delivery-zone-edit'>) {
  const { zoneId } = params;
  const zone = useRouteQuery(deliveryZonesArea.api.get, { params: { id: zoneId } });
  const replace = useRouteMutation(deliveryZonesArea.api.replace, {
    refreshes: [deliveryZonesArea.api.list, deliveryZonesArea.api.get],
  });
  return (
    <ScreenFrame title={zone.data?.name ?? 'Edit zone'} back={BACK_TO_ZONES} width="medium">
      <QueryStatus query={zone}>
        {(current) => (
          <>
            <ZoneStatus zone={current} />
            <ZoneForm
              initial={fieldsOf(current)}
              submitLabel="Save zone"
              showActive={false}
              onSave={async (fields) => {
                // Whether it is active is changed under Status, never by this form.
                const saved = await replace.mutateAsync({
                  params: { id: current.id },
                  body: { ...fields, active: current.active },
                });
                showToast({ title: 'Zone saved', description: `${saved.name} is up to date.` });
              }}
            />
            {current.kind === 'pickup' ? <PickupHours zoneId={current.id} /> : null}
          </>
        )}
      </QueryStatus>
    </ScreenFrame>
  );
}
