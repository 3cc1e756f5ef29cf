import { deliveryZonesArea } from '../../../lib/admin/areas/delivery-zones.ts';
import {
  DELIVERY_MINIMUM_ORDER_CENTS,
  STANDARD_DELIVERY_FEE_CENTS,
} from '../../../lib/delivery/defaults.ts';
import { useCreateRecord } from '../api/use-create-record.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { BACK_TO_ZONES } from './links.ts';
import { ZoneForm } from './ZoneForm.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

/** /admin/delivery-zones/new: a new delivery zone or pickup point (its id comes from its name). */
export default function NewZoneScreen() {
  const save = useCreateRecord(deliveryZonesArea.api.create, {
    refreshes: [deliveryZonesArea.api.list],
    toast: (created) => ({ title: 'Zone added', description: `${created.name} is saved.` }),
    next: () => screenHref('delivery-zones'),
  });
  return (
    <ScreenFrame title="Add zone" back={BACK_TO_ZONES} width="medium">
      <ZoneForm
        initial={{
          name: '',
          kind: 'delivery',
          postcodes: [],
          suburbs: [],
          feeCents: STANDARD_DELIVERY_FEE_CENTS,
          freeDeliveryThresholdCents: null,
          minimumOrderCents: DELIVERY_MINIMUM_ORDER_CENTS,
          active: true,
        }}
        submitLabel="Add zone"
        showActive
        onSave={(zone) => save({ body: zone })}
      />
    </ScreenFrame>
  );
}
