// A payout's CSV for Xero, made on the server only: the CSV writer needs Node's Buffer, which the
// admin app's browser code (that reads the reconciliation's schemas) must not pull in.
import { stringify } from 'csv-stringify/sync';
import type { PayoutTotals } from '../../lib/accounts/payout-reconciliation.ts';
import { formulaGuarded } from '../../lib/csv.ts';

/** Cents as a plain signed decimal amount, `-12.34`, worked out in integers. */
export function decimalAmount(cents: number): string {
  const whole = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${String(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The payout as a bank statement line split for Xero (date DD/MM/YYYY, amount, payee,
 * description, reference): gross card sales, refunds, Stripe's fees as an expense and any
 * adjustment, adding up to the payout, the amount on the bank line. Amounts are plain signed
 * decimals, which Xero reads as numbers; every text cell is guarded against formulas.
 */
export function payoutCsv(
  payout: { id: string; arrivalDate: string },
  totals: PayoutTotals,
): string {
  const [year, month, day] = payout.arrivalDate.split('-');
  const date = `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
  const rows: [string, number][] = [['Card sales (gross, GST inclusive)', totals.salesCents]];
  if (totals.refundsCents) rows.push(['Card refunds', -totals.refundsCents]);
  if (totals.feesCents) rows.push(['Stripe fees (expense)', -totals.feesCents]);
  if (totals.otherCents) rows.push(['Stripe adjustments', totals.otherCents]);
  return stringify(
    [
      ['*Date', '*Amount', 'Payee', 'Description', 'Reference'],
      ...rows.map(([description, cents]) => [
        date,
        decimalAmount(cents),
        'Stripe',
        formulaGuarded(description),
        formulaGuarded(payout.id),
      ]),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
}
