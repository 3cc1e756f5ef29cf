import { afterEach, describe, expect, it } from 'vitest';
import {
  onCardPaymentCompleted,
  onCardPaymentExpired,
  PaymentEventsNotWiredError,
  setPaymentEventHandlers,
} from '../../src/server/payments/payment-events.ts';

afterEach(() => {
  setPaymentEventHandlers(null);
});

const afterAnswer = () => undefined;

describe('payment events', () => {
  it('refuses events while no handlers are registered, so none is dropped silently', async () => {
    await expect(
      onCardPaymentCompleted('order-1', 'cs_1', 'https://shop.test', afterAnswer),
    ).rejects.toThrow(PaymentEventsNotWiredError);
    await expect(onCardPaymentExpired('order-1', 'cs_1')).rejects.toThrow(
      PaymentEventsNotWiredError,
    );
  });

  it('passes order and session ids to the registered handler for each event', async () => {
    const calls: string[] = [];
    setPaymentEventHandlers({
      completed: (orderId, sessionId, origin, handOn) => {
        calls.push(`completed ${orderId} ${sessionId} ${origin}`);
        expect(handOn).toBe(afterAnswer);
        return Promise.resolve();
      },
      expired: (orderId, sessionId) => {
        calls.push(`expired ${orderId} ${sessionId}`);
        return Promise.resolve();
      },
    });
    await onCardPaymentCompleted('order-1', 'cs_1', 'https://shop.test', afterAnswer);
    await onCardPaymentExpired('order-2', 'cs_2');
    expect(calls).toEqual(['completed order-1 cs_1 https://shop.test', 'expired order-2 cs_2']);
  });

  it('lets a handler failure reach the caller, so the webhook can ask Stripe to retry', async () => {
    setPaymentEventHandlers({
      completed: () => Promise.reject(new Error('Blobs unavailable')),
      expired: () => Promise.resolve(),
    });
    await expect(
      onCardPaymentCompleted('order-1', 'cs_1', 'https://shop.test', afterAnswer),
    ).rejects.toThrow('Blobs unavailable');
  });
});
