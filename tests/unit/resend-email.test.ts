import { describe, expect, it } from 'vitest';
import { mailDeliveryNote, mailOutcomeToast } from '../../src/lib/emails/mail-delivery.ts';
import {
  RESEND_WORDING,
  resendableEmailFor,
  resendRefusal,
} from '../../src/lib/orders/resend-email.ts';
import { ORDER_STATUSES } from '../../src/lib/orders/status.ts';

describe('which email an order may send again', () => {
  it('asks for payment only while the order can still be paid', () => {
    expect(ORDER_STATUSES.map((status) => [status, resendableEmailFor(status)])).toEqual([
      ['awaiting_payment', 'payment_request'],
      ['paid', 'confirmation'],
      ['packed', 'confirmation'],
      ['out_for_delivery', 'confirmation'],
      ['delivered', 'confirmation'],
      ['collected', 'confirmation'],
      ['cancelled', 'cancellation'],
      ['refunded', null],
    ]);
  });

  it('names the button after the email, and refuses one that does not fit the state', () => {
    expect(RESEND_WORDING.cancellation.button).toBe('Resend cancellation');
    expect(RESEND_WORDING.payment_request.button).toBe('Resend payment request');
    expect(RESEND_WORDING.payment_request.short).toBe('payment request');
    expect(resendRefusal('cancelled', 'cancellation')).toBeNull();
    expect(resendRefusal('cancelled', 'payment_request')).toBe(
      'This order is cancelled, so its email is the cancellation notice, not the order confirmation with how to pay.',
    );
    expect(resendRefusal('refunded', 'confirmation')).toBe(
      'This order is refunded: there is no email to send again.',
    );
  });
});

describe('what staff are told became of an email', () => {
  it('never calls mail sent that only went to the outbox', () => {
    expect(mailDeliveryNote('sent')).toBeNull();
    expect(mailDeliveryNote('kept')).toBe('No mail server is set up (SMTP_URL).');
    expect(mailOutcomeToast('cancellation notice', 'a@example.nz', 'kept')).toEqual({
      title: 'Cancellation notice saved to the outbox',
      description: 'Not sent to a@example.nz: no mail server is set up (SMTP_URL).',
      variant: 'default',
    });
    expect(mailOutcomeToast('order confirmation', 'a@example.nz', 'sent').title).toBe(
      'Order confirmation sent',
    );
    expect(mailOutcomeToast('test email', 'a@example.nz', 'failed').variant).toBe('destructive');
  });
});
