/** A card on My deliveries. */
export const CARD_CLASS = 'rounded-2xl border border-stone-200 bg-white p-4 sm:p-6';

/** The main button of a form. */
export const PRIMARY_BUTTON_CLASS =
  'rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70';

/** A secondary button. */
export const SECONDARY_BUTTON_CLASS =
  'rounded-full border-2 border-brand-700 px-4 py-1.5 font-semibold text-brand-800 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60';

/** A small heading inside a card. */
export const SUBHEADING_CLASS = 'text-lg font-bold text-brand-800';
