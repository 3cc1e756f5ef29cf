// IRD's thresholds for taxable supply information (GST Act 1985, s 19F, from 1 April 2023), shared
// by receipts and credit notes, and where staff set the GST number a document needs.

/** IRD: a taxable supply "over $200" must also show the supplier's GST number. */
export const GST_NUMBER_OVER_CENTS = 20_000;
/** IRD: a taxable supply "over $1,000" must also show the recipient's name and address. */
export const BUYER_DETAILS_OVER_CENTS = 100_000;

/** Where an admin sets the shop's GST number, in the back office's own words. */
export const GST_NUMBER_SETTING = 'Settings → Orders and payment → GST number';

/** Whether a document of this GST-inclusive total must show the shop's GST number. */
export function needsGstNumber(totalCents: number): boolean {
  return totalCents > GST_NUMBER_OVER_CENTS;
}
