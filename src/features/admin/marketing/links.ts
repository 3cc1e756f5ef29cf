/** The way back to the marketing screen from a promo code's screens. */
export const BACK_TO_MARKETING = { href: '/admin/marketing', label: 'Back to marketing' };
