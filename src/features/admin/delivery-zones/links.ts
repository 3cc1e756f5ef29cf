import { screenHref } from '../../../lib/admin/screens.ts';

/** The way back to the zone list from a zone's screens. */
export const BACK_TO_ZONES = {
  href: screenHref('delivery-zones'),
  label: 'Back to delivery zones',
};
