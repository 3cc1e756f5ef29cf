import { describe, expect, it } from 'vitest';
import {
  bankAccountSet,
  offeredPaymentMethods,
  paymentMethodToUse,
} from '../../src/lib/checkout/payment-methods.ts';
import { transferDetailRows, transferDetails } from '../../src/lib/orders/bank-transfer.ts';

const BOTH = { cardPayments: true, bankTransfer: true };
const CARD_ONLY = { cardPayments: true, bankTransfer: false };
const BANK_ONLY = { cardPayments: false, bankTransfer: true };
const NEITHER = { cardPayments: false, bankTransfer: false };

describe('bankAccountSet', () => {
  it('needs both the name and the number', () => {
    const set = { bankAccountName: 'Cube Kitchen Ltd', bankAccountNumber: '12-3456-0123456-00' };
    expect(bankAccountSet(set)).toBe(true);
    expect(bankAccountSet({ ...set, bankAccountName: ' ' })).toBe(false);
    expect(bankAccountSet({ ...set, bankAccountNumber: '' })).toBe(false);
  });
});

describe('offeredPaymentMethods', () => {
  it('lists bank transfer only with an account and card only with Stripe', () => {
    expect(offeredPaymentMethods(BOTH)).toEqual(['bank_transfer', 'card']);
    expect(offeredPaymentMethods(CARD_ONLY)).toEqual(['card']);
    expect(offeredPaymentMethods(BANK_ONLY)).toEqual(['bank_transfer']);
    expect(offeredPaymentMethods(NEITHER)).toEqual([]);
  });
});

describe('paymentMethodToUse', () => {
  it('keeps an offered choice, moves to the one offered, and gives null with none', () => {
    expect(paymentMethodToUse('card', BOTH)).toBe('card');
    expect(paymentMethodToUse('bank_transfer', CARD_ONLY)).toBe('card');
    expect(paymentMethodToUse('card', BANK_ONLY)).toBe('bank_transfer');
    expect(paymentMethodToUse('bank_transfer', NEITHER)).toBeNull();
  });
});

describe('transferDetails', () => {
  const bank = { accountName: 'Cube Kitchen Ltd', accountNumber: '12-3456-0123456-001' };

  it('labels account, amount and reference in the order a banking app asks for them', () => {
    const details = transferDetails(bank, 5_070, 'CK-10001');
    expect(details && transferDetailRows(details)).toEqual([
      ['Account name', 'Cube Kitchen Ltd'],
      ['Account number', '12-3456-0123456-001'],
      ['Amount', '$50.70'],
      ['Reference', 'CK-10001'],
    ]);
  });

  it('gives nothing to pay into while the shop has no account', () => {
    expect(transferDetails({ ...bank, accountNumber: '' }, 5_070, 'CK-10001')).toBeNull();
  });
});
