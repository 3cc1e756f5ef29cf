import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseDraft } from '../../src/lib/checkout/draft.ts';
import {
  defaultValueAt,
  draftOfChanges,
  frameChanges,
  type FrameControl,
} from '../../src/lib/checkout/frame-values.ts';
import { CHECKOUT_FRAME_SCRIPT } from '../../src/lib/checkout/checkout-frame-script.ts';

const text = (name: string, value: string, defaultValue = ''): FrameControl => ({
  name,
  type: 'text',
  value,
  defaultValue,
  checked: false,
  defaultChecked: false,
});
const box = (name: string, type: string, checked: boolean, value = 'on'): FrameControl => ({
  name,
  type,
  value,
  defaultValue: value,
  checked,
  defaultChecked: false,
});

describe('what the shopper changed in the server-rendered checkout', () => {
  it('carries typed text, a ticked box and a chosen radio, by the form paths', () => {
    expect(
      frameChanges([
        text('customer.name', 'Aroha Tane'),
        text('customer.email', 'aroha@example.co.nz'),
        text('fulfilment.address.postcode', '3118'),
        box('termsAccepted', 'checkbox', true),
        box('fulfilment.method', 'radio', false, 'delivery'),
        box('fulfilment.method', 'radio', true, 'pickup'),
      ]),
    ).toEqual([
      ['customer.name', 'Aroha Tane'],
      ['customer.email', 'aroha@example.co.nz'],
      ['fulfilment.address.postcode', '3118'],
      ['termsAccepted', true],
      ['fulfilment.method', 'pickup'],
    ]);
  });

  it('leaves untouched fields alone, so the values kept in this tab are not emptied', () => {
    expect(
      frameChanges([
        text('customer.name', ''),
        text('customer.phone', '021', '021'),
        box('restockReminder', 'checkbox', false),
        box('paymentMethod', 'radio', false, 'bank_transfer'),
      ]),
    ).toEqual([]);
  });

  it('takes nothing the form does not hold, nor a value of the wrong kind', () => {
    expect(
      frameChanges([
        text('checkout-slot', '2026-12-01-am'),
        text('__proto__.polluted', 'x'),
        box('customer.name', 'checkbox', true),
        box('termsAccepted', 'radio', true, 'yes'),
      ]),
    ).toEqual([]);
  });
});

describe('what the frame keeps for a reload when the live form could not be fetched', () => {
  it('nests the changes by their paths, and the kept form reads them back over its defaults', () => {
    const draft = draftOfChanges([
      ['customer.name', 'Aroha Tane'],
      ['customer.email', 'aroha@example.co.nz'],
      ['fulfilment.address.postcode', '3118'],
      ['fulfilment.method', 'pickup'],
      ['termsAccepted', true],
    ]);
    expect(draft).toEqual({
      customer: { name: 'Aroha Tane', email: 'aroha@example.co.nz' },
      fulfilment: { address: { postcode: '3118' }, method: 'pickup' },
      termsAccepted: true,
    });
    const kept = parseDraft(JSON.stringify(draft));
    expect(kept.customer).toEqual({ name: 'Aroha Tane', email: 'aroha@example.co.nz', phone: '' });
    expect(kept.fulfilment.method).toBe('pickup');
    expect(kept.fulfilment.address.postcode).toBe('3118');
    expect(kept.fulfilment.address.suburb).toBe('');
    expect(kept.termsAccepted).toBe(true);
    expect(kept.paymentMethod).toBe('bank_transfer');
  });

  it('keeps nothing when nothing was typed', () => {
    expect(draftOfChanges([])).toEqual({});
  });
});

describe('the choices the frame shows ticked before the live form', () => {
  it('are the empty form’s own values, and nothing the form does not hold', () => {
    expect(defaultValueAt('fulfilment.method')).toBe('delivery');
    expect(defaultValueAt('paymentMethod')).toBe('bank_transfer');
    expect(defaultValueAt('standing.everyWeeks')).toBe('once');
    expect(defaultValueAt('termsAccepted')).toBe(false);
    expect(defaultValueAt('checkout-slot')).toBeUndefined();
    expect(defaultValueAt('__proto__')).toBeUndefined();
  });
});

describe('the checkout frame script', () => {
  /** Runs the script against a stand-in page whose saved cart is `saved`. */
  function runScript(saved: string | null) {
    const properties = new Map<string, string>();
    const listeners: ((event: unknown) => void)[] = [];
    const page = {
      localStorage: { getItem: () => saved },
      document: {
        documentElement: {
          style: { setProperty: (name: string, value: string) => properties.set(name, value) },
        },
        addEventListener: (_type: string, listener: (event: unknown) => void) =>
          listeners.push(listener),
      },
    };
    runInNewContext(CHECKOUT_FRAME_SCRIPT, page);
    return { properties, listeners };
  }

  it('gives the number of saved cart lines before the first paint', () => {
    const cart = JSON.stringify({ items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] });
    expect(runScript(cart).properties.get('--checkout-cart-lines')).toBe('3');
    expect(runScript(null).properties.get('--checkout-cart-lines')).toBe('0');
    expect(runScript('not json').properties.has('--checkout-cart-lines')).toBe(false);
  });

  it('stops only the frame form from being sent by the browser', () => {
    const [onSubmit] = runScript(null).listeners;
    const submit = (inFrame: boolean) => {
      let prevented = false;
      onSubmit?.({
        target: { closest: (selector: string) => (inFrame ? selector : null) },
        preventDefault: () => {
          prevented = true;
        },
      });
      return prevented;
    };
    expect(submit(true)).toBe(true);
    expect(submit(false)).toBe(false);
  });
});
