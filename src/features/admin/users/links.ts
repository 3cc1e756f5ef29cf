import { screenHref } from '../../../lib/admin/screens.ts';

/** The way back to the list from a user's screens. */
export const BACK_TO_USERS = { href: screenHref('users'), label: 'Back to users' } as const;
