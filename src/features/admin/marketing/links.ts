import { screenHref } from '../../../lib/admin/screens.ts';

/** The way back to the marketing screen from a promo code's screens. */
export const BACK_TO_MARKETING = { href: screenHref('marketing'), label: 'Back to marketing' };
