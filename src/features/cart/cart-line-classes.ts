// The classes of a cart line (CartLine.tsx), shared with the checkout's frame, which draws the
// same lines without React before the live form takes its place (checkout/frame-cart.ts).

export const LINE_CLASS = 'flex gap-3 border-b border-stone-200 py-4';
export const LINE_IMAGE_CLASS = 'h-16 w-16 shrink-0 rounded-lg bg-brand-100 object-cover';
export const LINE_BODY_CLASS = 'flex min-w-0 flex-1 flex-col gap-2';
export const LINE_ROW_CLASS = 'flex items-start justify-between gap-2';
export const LINE_CONTROLS_CLASS = 'flex items-center justify-between gap-2';
export const LINE_STEPPER_CLASS = 'flex items-center gap-2';
export const STEP_BUTTON_CLASS =
  'flex h-9 w-9 items-center justify-center rounded-full border border-stone-400 text-lg font-bold text-ink hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-50';
export const QUANTITY_CLASS = 'min-w-8 text-center font-semibold tabular-nums';
export const REMOVE_BUTTON_CLASS =
  'rounded px-2 py-1 text-sm font-medium text-brand-700 underline hover:text-brand-800';
export const LIMIT_HINT_CLASS = 'text-sm font-medium text-stone-700';
