// Which ways to pay the shop can offer: card when Stripe is set up, bank transfer when Settings
// hold an account to pay into. Shared by the checkout (what it shows) and the server (what it takes).

import { PAYMENT_METHODS, type PaymentMethod } from '../orders/request-limits.ts';

/** What decides the methods: whether cards are taken and whether a bank account is set. */
export interface PaymentSetup {
  cardPayments: boolean;
  bankTransfer: boolean;
}

/** The bank fields of the settings, as both the server and the checkout config carry them. */
export interface BankAccountFields {
  bankAccountName: string;
  bankAccountNumber: string;
}

/** Whether the settings hold an account a transfer can go to (both its name and number). */
export function bankAccountSet(settings: BankAccountFields): boolean {
  return settings.bankAccountName.trim() !== '' && settings.bankAccountNumber.trim() !== '';
}

/** The methods offered with this setup; empty when the shop cannot take payment at all. */
export function offeredPaymentMethods(setup: PaymentSetup): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) =>
    method === 'card' ? setup.cardPayments : setup.bankTransfer,
  );
}

/** The method a form should hold: the one chosen while it is offered, else the first offered. */
export function paymentMethodToUse(
  chosen: PaymentMethod,
  setup: PaymentSetup,
): PaymentMethod | null {
  const offered = offeredPaymentMethods(setup);
  return offered.includes(chosen) ? chosen : (offered[0] ?? null);
}

/** What the checkout and the server say while no way to pay is set up. */
export const NO_PAYMENT_METHOD_MESSAGE =
  "We can't take orders online yet because no way to pay has been set up. Please try again later or contact us to order.";

/** What a shopper is told when they chose a method that is not offered (another one is). */
export function unavailableMethodMessage(method: PaymentMethod): string {
  return method === 'card'
    ? 'Card payments are not available; choose bank transfer'
    : 'Bank transfer is not available; choose card';
}
