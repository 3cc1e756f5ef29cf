/** The way back to the zone list from a zone's screens. */
export const BACK_TO_ZONES = { href: '/admin/delivery-zones', label: 'Back to delivery zones' };
