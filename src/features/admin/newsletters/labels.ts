import { NEWSLETTER_PREFERENCES } from '../../../lib/forms/newsletter.ts';
import { screenHref } from '../../../lib/admin/screens.ts';

/** The way back to the list from a subscriber's screens. */
export const BACK_TO_SUBSCRIBERS = {
  href: screenHref('subscribers'),
  label: 'Back to subscribers',
} as const;

const PREFERENCE_LABELS = new Map<string, string>(
  NEWSLETTER_PREFERENCES.map((preference) => [preference.id, preference.label]),
);

/** Preferences as staff read them, or a dash for none. */
export function preferencesText(preferences: readonly string[]): string {
  return preferences.length === 0
    ? '—'
    : preferences.map((preference) => PREFERENCE_LABELS.get(preference) ?? preference).join(', ');
}

/** The preference options of a form's checkboxes. */
export const PREFERENCE_OPTIONS = NEWSLETTER_PREFERENCES.map((preference) => ({
  value: preference.id,
  label: preference.label,
}));

/** Why a staff member sees a change greyed out. */
export const ADMINS_ONLY_REASON = 'Only an admin can change subscribers.';
