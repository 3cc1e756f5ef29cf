import { describe, expect, it } from 'vitest';
import {
  BUYER_DETAILS_OVER_CENTS,
  GST_NUMBER_OVER_CENTS,
  receiptOf,
  receiptRequirements,
  shopperReceiptShown,
} from '../../src/lib/orders/receipt.ts';
import { creditNoteOf } from '../../src/lib/orders/credit-note.ts';
import { dispatchOrder } from '../fixtures/dispatch-orders.ts';

const BANK = { accountName: 'Cube Kitchen Ltd', accountNumber: '12-3456-0123456-00' };
const SHOP = { name: 'Cube Kitchen', gstNumber: '123-456-789', bank: BANK };

/** An order whose total is exactly `cents` (one line, no delivery fee). */
const orderOf = (cents: number, spec: Parameters<typeof dispatchOrder>[0] = {}) =>
  dispatchOrder({
    ...spec,
    lines: [{ ...{ productId: 'feast', name: 'Feast box' }, quantity: 1, unitPriceCents: cents }],
  });

describe('receiptRequirements (IRD taxable supply information)', () => {
  it('asks for the GST number only over $200, not at $200', () => {
    expect(GST_NUMBER_OVER_CENTS).toBe(20_000);
    expect(receiptRequirements(19_999).supplierGstNumber).toBe(false);
    expect(receiptRequirements(20_000).supplierGstNumber).toBe(false);
    expect(receiptRequirements(20_001).supplierGstNumber).toBe(true);
  });

  it('asks for the buyer’s name and address only over $1,000, not at $1,000', () => {
    expect(BUYER_DETAILS_OVER_CENTS).toBe(100_000);
    expect(receiptRequirements(100_000)).toEqual({
      supplierGstNumber: true,
      buyerNameAndAddress: false,
    });
    expect(receiptRequirements(100_001)).toEqual({
      supplierGstNumber: true,
      buyerNameAndAddress: true,
    });
    expect(receiptRequirements(0)).toEqual({
      supplierGstNumber: false,
      buyerNameAndAddress: false,
    });
  });
});

describe('receiptOf', () => {
  it('always shows the shop, date, goods, total and the GST it includes', () => {
    const order = orderOf(5_070);
    const receipt = receiptOf(order, SHOP);
    expect(receipt).toMatchObject({
      number: order.number,
      shopName: 'Cube Kitchen',
      issuedAt: order.placedAt,
      lines: [{ name: 'Feast box', quantity: 1, unitPriceCents: 5_070, lineTotalCents: 5_070 }],
      totalCents: 5_070,
      gstCents: 661,
      gstNumber: null,
      gstNumberMissing: false,
      buyer: null,
    });
  });

  it('adds the GST number over $200 and says when the settings lack it', () => {
    expect(receiptOf(orderOf(20_000), SHOP).gstNumber).toBeNull();
    expect(receiptOf(orderOf(20_001), SHOP)).toMatchObject({
      gstNumber: '123-456-789',
      gstNumberMissing: false,
    });
    expect(receiptOf(orderOf(20_001), { ...SHOP, gstNumber: '' })).toMatchObject({
      gstNumber: null,
      gstNumberMissing: true,
    });
  });

  it('adds the buyer’s name and delivery address over $1,000 (their email for a pickup)', () => {
    expect(receiptOf(orderOf(100_000), SHOP).buyer).toBeNull();
    expect(receiptOf(orderOf(100_001, { name: 'Mere Walker' }), SHOP).buyer).toEqual({
      name: 'Mere Walker',
      address: '12 Pacific Ave, Papamoa, Tauranga 3118',
    });
    expect(receiptOf(orderOf(100_001, { method: 'pickup' }), SHOP).buyer).toEqual({
      name: 'Aroha Tane',
      address: 'aroha@example.co.nz',
    });
  });

  it('counts the delivery fee in the total the thresholds read', () => {
    const order = dispatchOrder({
      lines: [{ productId: 'feast', name: 'Feast box', quantity: 1, unitPriceCents: 19_500 }],
      deliveryFeeCents: 800,
    });
    expect(receiptOf(order, SHOP)).toMatchObject({
      totalCents: 20_300,
      deliveryFeeCents: 800,
      gstNumber: '123-456-789',
    });
  });
});

describe('receiptOf: bank transfer still to pay', () => {
  it('shows the account, the total and the order number as reference while payment is awaited', () => {
    const order = orderOf(5_070);
    expect(receiptOf(order, SHOP).payTo).toEqual({
      ...BANK,
      amountCents: 5_070,
      reference: order.number,
    });
  });

  it('leaves them off once paid, once cancelled, and while the shop has no account', () => {
    expect(receiptOf(orderOf(5_070, { path: ['awaiting_payment', 'paid'] }), SHOP).payTo).toBe(
      null,
    );
    expect(
      receiptOf(orderOf(5_070, { path: ['awaiting_payment', 'cancelled'] }), SHOP).payTo,
    ).toBeNull();
    const noAccount = { ...SHOP, bank: { accountName: '', accountNumber: '' } };
    expect(receiptOf(orderOf(5_070), noAccount).payTo).toBeNull();
  });
});

describe('shopperReceiptShown', () => {
  it('shows the shopper a receipt for live orders, not for cancelled or refunded ones', () => {
    expect(shopperReceiptShown('awaiting_payment')).toBe(true);
    expect(shopperReceiptShown('delivered')).toBe(true);
    expect(shopperReceiptShown('cancelled')).toBe(false);
    expect(shopperReceiptShown('refunded')).toBe(false);
  });
});

describe('creditNoteOf: the GST number over $200', () => {
  const order = orderOf(50_000, { path: ['awaiting_payment', 'paid'] });
  const refundOf = (amountCents: number) => ({
    id: `rf-${String(amountCents)}`,
    at: '2026-11-20T01:00:00.000Z',
    actor: { kind: 'staff' as const, id: 'u1', name: 'owner' },
    amountCents,
    method: 'bank' as const,
    status: 'done' as const,
    creditNote: { number: 'CN-00001', at: '2026-11-20T01:00:00.000Z' },
  });

  it('holds back a credit note over $200 while the shop has no GST number, judged by its own amount', () => {
    const noNumber = { name: 'Cube Kitchen', gstNumber: '' };
    expect(creditNoteOf(order, refundOf(20_001), noNumber)?.gstNumberMissing).toBe(true);
    expect(creditNoteOf(order, refundOf(20_000), noNumber)?.gstNumberMissing).toBe(false);
    expect(creditNoteOf(order, refundOf(20_001), SHOP)).toMatchObject({
      gstNumber: '123-456-789',
      gstNumberMissing: false,
    });
  });
});
