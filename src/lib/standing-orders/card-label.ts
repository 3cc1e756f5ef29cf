// How a saved card is named to its customer, on My deliveries and in emails alike.

const BRAND_NAMES: Readonly<Record<string, string>> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** "Visa ending 4242" for a saved card, as far as Stripe told us its brand and digits. */
export function savedCardLabel(card: {
  brand?: string | null | undefined;
  last4?: string | null | undefined;
}): string {
  const brand = card.brand ? (BRAND_NAMES[card.brand] ?? card.brand) : null;
  if (card.last4) return `${brand ?? 'card'} ending ${card.last4}`;
  return brand ? `${brand} card` : 'saved card';
}
