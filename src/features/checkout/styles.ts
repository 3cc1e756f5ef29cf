/** A checkout section's card. */
export const SECTION_CLASS = 'rounded-2xl border border-stone-200 bg-white p-4 sm:p-6';

/** A checkout section's heading. */
export const SECTION_HEADING_CLASS = 'text-xl font-bold text-brand-800';

/** A fieldset's legend inside a section. */
export const LEGEND_CLASS = 'text-base font-semibold text-ink';

/** A small secondary button (Apply, Switch to pickup). */
export const SECONDARY_BUTTON_CLASS =
  'rounded-full border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60';

/** Classes of a radio or checkbox. */
export const CHOICE_CLASS = 'size-5 shrink-0 accent-brand-700';
