import { describe, expect, it } from 'vitest';
import { attemptFor, fingerprintOf, parseAttempt } from '../../src/lib/checkout/attempt.ts';
import {
  classifyOrderFailure,
  isDefinitiveAnswer,
  nextLocation,
  quantitiesThatFit,
} from '../../src/lib/checkout/order-answers.ts';

describe('classifyOrderFailure', () => {
  it('sorts each answer of POST /api/orders', () => {
    expect(
      classifyOrderFailure(400, { message: 'Bad', errors: { 'customer.name': 'Too short', n: 1 } }),
    ).toEqual({
      kind: 'fields',
      message: 'Bad',
      errors: { 'customer.name': 'Too short' },
    });
    const short = {
      productId: 'beef-bolognese',
      name: 'Beef Bolognese',
      requested: 5,
      available: 2,
    };
    expect(
      classifyOrderFailure(409, {
        message: 'Out',
        reason: 'out_of_stock',
        items: [short, { bad: true }],
      }),
    ).toEqual({ kind: 'out_of_stock', message: 'Out', items: [short] });
    expect(
      classifyOrderFailure(409, {
        message: 'Full',
        reason: 'slot_unavailable',
        errors: { 'fulfilment.slotId': 'This delivery slot is full.' },
      }),
    ).toEqual({
      kind: 'slot_unavailable',
      message: 'Full',
      errors: { 'fulfilment.slotId': 'This delivery slot is full.' },
    });
    expect(classifyOrderFailure(422, { message: 'Spend $30', reason: 'below_minimum' })).toEqual({
      kind: 'blocked',
      message: 'Spend $30',
      reason: 'below_minimum',
    });
    expect(
      classifyOrderFailure(422, {
        message: 'The submitted data was not accepted.',
        reason: 'store_paused',
        detail: 'Back on Monday.',
      }),
    ).toEqual({ kind: 'blocked', message: 'Back on Monday.', reason: 'store_paused' });
    expect(
      classifyOrderFailure(409, {
        message: 'There was a conflict with the current state of the resource.',
        reason: 'idempotency_key_reused',
        detail: 'An order was already placed from this checkout.',
      }),
    ).toEqual({
      kind: 'blocked',
      message: 'An order was already placed from this checkout.',
      reason: 'idempotency_key_reused',
    });
    expect(
      classifyOrderFailure(503, {
        message: 'A server error occurred. Please try again later.',
        reason: 'store_unavailable',
        detail: 'We could not confirm your order. Please press Place order again.',
      }),
    ).toEqual({
      kind: 'retry',
      message: 'We could not confirm your order. Please press Place order again.',
    });
    expect(classifyOrderFailure(503, { message: 'Down', reason: 'store_unavailable' })).toEqual({
      kind: 'toast',
    });
    expect(classifyOrderFailure(403, { message: 'No' })).toEqual({ kind: 'toast' });
    expect(classifyOrderFailure(500, 'text')).toEqual({ kind: 'toast' });
    expect(classifyOrderFailure(409, { message: 'Other' })).toEqual({ kind: 'toast' });
  });

  it('goes to the card page when there is one, else to the confirmation', () => {
    const placed = {
      id: 'x',
      number: 'CK-10001',
      accessToken: 't',
      confirmationUrl: '/order-confirmation?order=x&token=t',
    };
    expect(nextLocation(placed)).toBe('/order-confirmation?order=x&token=t');
    expect(nextLocation({ ...placed, paymentUrl: 'https://checkout.stripe.com/c/1' })).toBe(
      'https://checkout.stripe.com/c/1',
    );
  });

  it('fits the cart to what is left', () => {
    const items = [
      { productId: 'a', name: 'Apple Curry', requested: 4, available: 1 },
      { productId: 'b', name: 'Butter Chicken', requested: 2, available: 0 },
    ];
    expect([...quantitiesThatFit(items)]).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
  });
});

describe('isDefinitiveAnswer', () => {
  it('settles the attempt on a refusal, not on a gateway error or a rate limit', () => {
    expect([400, 403, 409, 422].map(isDefinitiveAnswer)).toEqual([true, true, true, true]);
    expect([429, 500, 502, 504].map(isDefinitiveAnswer)).toEqual([false, false, false, false]);
  });
});

describe('the order attempt', () => {
  const keys = ['first-key-0000000000', 'second-key-000000000'];
  const newKey = () => keys.shift() ?? 'spare';

  it('keeps its key for a retry, and after an answer until the order changes', () => {
    const one = fingerprintOf({ idempotencyKey: 'ignored', items: [1] });
    expect(one).toBe(JSON.stringify({ items: [1] }));
    const first = attemptFor(null, one, newKey);
    expect(first).toEqual({ key: 'first-key-0000000000', fingerprint: one, answered: false });
    // No answer (network failure): the same key even if the shopper changed something.
    expect(attemptFor(first, 'changed', newKey).key).toBe(first.key);
    const answered = { ...first, answered: true };
    expect(attemptFor(answered, one, newKey)).toEqual(first);
    expect(attemptFor(answered, 'changed', newKey)).toEqual({
      key: 'second-key-000000000',
      fingerprint: 'changed',
      answered: false,
    });
  });

  it('reads a kept attempt safely', () => {
    expect(parseAttempt(JSON.stringify({ key: 'k', fingerprint: 'f', answered: true }))).toEqual({
      key: 'k',
      fingerprint: 'f',
      answered: true,
    });
    expect(parseAttempt('{"key":1}')).toBeNull();
    expect(parseAttempt('nope')).toBeNull();
    expect(parseAttempt(null)).toBeNull();
  });
});
