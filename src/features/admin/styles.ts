/** Button and panel classes shared by the admin screens, so they look alike. */
export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70';
export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70';
export const DANGER_BUTTON =
  'inline-flex items-center justify-center rounded-lg border-2 border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-70';
export const PANEL = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm';
