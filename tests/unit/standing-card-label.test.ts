import { describe, expect, it } from 'vitest';
import { savedCardLabel } from '../../src/lib/standing-orders/card-label.ts';

describe('savedCardLabel', () => {
  it('names the card by its brand and last four digits', () => {
    expect(savedCardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa ending 4242');
    expect(savedCardLabel({ brand: 'amex', last4: '0005' })).toBe('American Express ending 0005');
  });

  it('keeps a brand it does not know, and copes without brand or digits', () => {
    expect(savedCardLabel({ brand: 'cartes_bancaires', last4: '1001' })).toBe(
      'cartes_bancaires ending 1001',
    );
    expect(savedCardLabel({ brand: null, last4: '4242' })).toBe('card ending 4242');
    expect(savedCardLabel({ brand: 'visa', last4: null })).toBe('Visa card');
    expect(savedCardLabel({ brand: null, last4: null })).toBe('saved card');
  });
});
