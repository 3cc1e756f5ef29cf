// What a shopper paying by bank transfer needs, in one place for the confirmation page, the
// email and the receipt: the account, the amount and the reference, always labelled alike.
import { formatNZD } from '../money.ts';

/**
 * TEST DATA: a made-up account so bank transfer shows end to end on a local or preview store.
 * Its name says so on every page and email that shows it; never seeded into
 * production, and the system check flags it there.
 */
export const TEST_BANK_ACCOUNT = {
  bankAccountName: 'Cube Kitchen Ltd (TEST ACCOUNT)',
  bankAccountNumber: '12-3456-0000000-00',
} as const;

/** The bank account a transfer goes to, from the shop settings ('' while not set). */
export interface BankDetails {
  accountName: string;
  accountNumber: string;
}

/** Everything needed to make the transfer. */
export interface TransferDetails {
  accountName: string;
  accountNumber: string;
  amountCents: number;
  /** The order number, so the shop can match the payment to the order. */
  reference: string;
}

/** The transfer to make, or null while the shop has no account set. */
export function transferDetails(
  bank: BankDetails,
  amountCents: number,
  reference: string,
): TransferDetails | null {
  if (bank.accountName.trim() === '' || bank.accountNumber.trim() === '') return null;
  return {
    accountName: bank.accountName,
    accountNumber: bank.accountNumber,
    amountCents,
    reference,
  };
}

/** The details as label and value pairs, in the order a banking app asks for them. */
export function transferDetailRows(details: TransferDetails): [label: string, value: string][] {
  return [
    ['Account name', details.accountName],
    ['Account number', details.accountNumber],
    ['Amount', formatNZD(details.amountCents)],
    ['Reference', details.reference],
  ];
}

/**
 * Said where the account is missing (staff removed it after the order was placed). The order
 * page always shows the account in force, so that is where the shopper looks again.
 */
export const TRANSFER_DETAILS_MISSING =
  'Our bank account details are not available right now. Please look at your order page again later (the link is below) before you pay.';
