// The choices of the settings' GST return fields, in the words an owner uses with IRD.
import type { GstBasis, GstPeriodMonths } from '../../../lib/accounts/gst-period.ts';

const PERIOD_LABELS: Record<GstPeriodMonths, string> = {
  1: 'Monthly',
  2: 'Two-monthly',
  6: 'Six-monthly',
};

/** The period lengths IRD offers. */
export const GST_PERIOD_OPTIONS = Object.entries(PERIOD_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** The twelve months, valued 1 to 12. */
export const MONTH_OPTIONS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: new Date(Date.UTC(2026, index, 1)).toLocaleString('en-NZ', {
    month: 'long',
    timeZone: 'UTC',
  }),
}));

const BASIS_LABELS: Record<GstBasis, string> = {
  payments: 'Payments basis',
  invoice: 'Invoice basis',
};

/** The accounting bases IRD offers a shop of this size. */
export const GST_BASIS_OPTIONS = Object.entries(BASIS_LABELS).map(([value, label]) => ({
  value,
  label,
}));
