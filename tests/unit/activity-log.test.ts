import { describe, expect, it } from 'vitest';
import {
  activityIndexKeysOf,
  activityKeyOf,
  activityRowFromKey,
  peopleKeyOf,
  personFromKey,
} from '../../src/lib/activity/activity-keys.ts';
import { areaOfAction } from '../../src/lib/activity/areas.ts';
import { changedFields, labelOfRecord } from '../../src/lib/activity/changes.ts';
import { actionRemoves, describeAction } from '../../src/lib/activity/words.ts';
import { targetHref, targetText } from '../../src/features/admin/activity/target-link.ts';
import { utf8Length } from '../../src/lib/key-text.ts';

const row = {
  id: '2026-11-27T00:19:21.123Z_0b8e3c1e-5a55-4d1c-9a0e-0f6a1f3f0c11',
  at: '2026-11-27T00:19:21.123Z',
  actor: { id: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b', username: 'Mere/Pāpāmoa?#%' },
  action: 'delivery-zone.update',
  target: 'delivery-zones/papamoa',
  label: 'Papamoa ~ East',
};

describe('activity index keys', () => {
  it('carry every fact a row shows, free text safely encoded', () => {
    const key = activityKeyOf(row);
    expect(activityRowFromKey(key)).toEqual({ ...row, area: 'delivery-zones' });
    expect(key.split('/')).toHaveLength(4);
    expect(key).not.toMatch(/[?#%]/);
  });

  it('sort the newest first, within a folder and across folders', () => {
    const later = { ...row, id: row.id.replace('00:19:21.123', '00:19:21.124') };
    const nextMonth = { ...row, id: row.id.replace('2026-11-27', '2026-12-02') };
    const keys = [activityKeyOf(row), activityKeyOf(later), activityKeyOf(nextMonth)];
    expect([...keys].sort()).toEqual([keys[2], keys[1], keys[0]]);
  });

  it('stay within Netlify limits whatever people type', () => {
    const long = {
      ...row,
      actor: { id: 'x'.repeat(300), username: '🍲'.repeat(200) },
      action: `product.${'y'.repeat(300)}`,
      target: `products/${'z'.repeat(500)}`,
      label: 'Ā'.repeat(300),
    };
    for (const key of activityIndexKeysOf(long)) {
      expect(utf8Length(key)).toBeLessThanOrEqual(600);
      for (const part of key.split('/')) expect(utf8Length(part)).toBeLessThan(255);
    }
  });

  it('list an entry in everything, its person and its area, and name the person', () => {
    const keys = activityIndexKeysOf(row);
    expect(keys.map((key) => key.split('/').slice(0, 2).join('/'))).toEqual([
      'activity-index/all',
      'activity-index/person',
      'activity-index/area',
      'activity-index/people',
    ]);
    expect(keys[2]).toContain('/area/delivery-zones/');
    expect(personFromKey(peopleKeyOf(row.actor))).toEqual(row.actor);
  });

  it('refuse what is not one of theirs', () => {
    expect(activityRowFromKey('not-a-key')).toBeNull();
    expect(activityRowFromKey('9999999/abc/def/ghi')).toBeNull();
    expect(personFromKey('a~b~c')).toBeNull();
    expect(() => activityKeyOf({ ...row, id: 'nope' })).toThrow();
  });
});

describe('activity areas and words', () => {
  it('names the area as the navigation does, other for actions nobody mapped', () => {
    expect(areaOfAction('delivery-zone.update')).toBe('delivery-zones');
    expect(areaOfAction('stock.adjust')).toBe('inventory');
    expect(areaOfAction('campaign.send')).toBe('newsletters');
    expect(areaOfAction('promo-code.create')).toBe('marketing');
    expect(areaOfAction('contact-message.handled')).toBe('dashboard');
    expect(areaOfAction('customer.export')).toBe('customers');
    expect(areaOfAction('batch.record')).toBe('batches');
    expect(areaOfAction('batch-settings.update')).toBe('batches');
    expect(areaOfAction('payout.matched')).toBe('accounts');
    expect(areaOfAction('xero-export.create')).toBe('accounts');
    expect(areaOfAction('robot.dance')).toBe('other');
  });

  it('says what was done in plain words', () => {
    expect(describeAction('delivery-zone.update')).toBe('Changed delivery zone');
    expect(describeAction('product.create')).toBe('Created product');
    expect(describeAction('order.refund')).toBe('Refunded order');
    expect(describeAction('order.reschedule')).toBe('Moved order to another time');
    // An action without a verb or sentence of its own still reads.
    expect(describeAction('order.regift')).toBe('Order: regift');
    expect(actionRemoves('subscriber.erase')).toBe(true);
    expect(actionRemoves('product.update')).toBe(false);
  });
});

describe('change summary', () => {
  it('lists the changed fields with their values, nested ones by path', () => {
    expect(
      changedFields(
        { name: 'Beef', priceCents: 1690, stock: { onHand: 4 }, tags: ['a'] },
        { name: 'Beef', priceCents: 1790, stock: { onHand: 4 }, tags: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'priceCents', before: '1690', after: '1790' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows a created or deleted record field by field', () => {
    expect(changedFields(null, { name: 'Papamoa' })).toEqual([
      { field: 'name', before: '—', after: 'Papamoa' },
    ]);
    expect(changedFields({ name: 'Papamoa' }, null)).toEqual([
      { field: 'name', before: 'Papamoa', after: '—' },
    ]);
  });

  it('never shows a secret, only that it changed', () => {
    const changes = changedFields(
      { passwordHash: 'scrypt$a', accessToken: 'same', session: { token: 'x' } },
      { passwordHash: 'scrypt$b', accessToken: 'same', session: { token: 'y' } },
    );
    expect(changes).toEqual([
      { field: 'passwordHash', before: '(hidden)', after: '(hidden)' },
      { field: 'session.token', before: '(hidden)', after: '(hidden)' },
    ]);
  });

  it('cuts long values', () => {
    const [change] = changedFields({ body: 'a' }, { body: 'b'.repeat(500) });
    expect(change?.after).toHaveLength(200);
  });

  it('takes a label from the fields that name a record', () => {
    expect(labelOfRecord({ number: 'CK-1', name: 'x' }, null)).toBe('CK-1');
    expect(labelOfRecord(null, { name: 'Beef Bolognese' })).toBe('Beef Bolognese');
    expect(labelOfRecord({ onHand: 3 }, 'x')).toBe('');
  });
});

describe('activity entry links', () => {
  it('link each record to its admin page, and a removed one to none', () => {
    const id = '1c9a8b7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(targetHref({ action: 'order.refund', target: `orders/${id}` })).toBe(
      `/admin/orders/${id}`,
    );
    expect(targetHref({ action: 'stock.adjust', target: 'stock/beef-bolognese' })).toBe(
      '/admin/inventory/beef-bolognese',
    );
    expect(targetHref({ action: 'delivery-zone.update', target: 'delivery-zones/papamoa' })).toBe(
      '/admin/delivery-zones/papamoa/edit',
    );
    const customerId = 'a'.repeat(64);
    expect(targetHref({ action: 'customer.note.add', target: `customers/${customerId}` })).toBe(
      `/admin/customers/${customerId}`,
    );
    expect(targetHref({ action: 'product.delete', target: 'products/beef' })).toBeNull();
    expect(targetHref({ action: 'subscriber.import', target: 'subscribers/import' })).toBeNull();
    expect(targetHref({ action: 'robot.dance', target: 'robots/r2' })).toBeNull();
    expect(targetHref({ action: 'batch.edit', target: `batches/${id}` })).toBe('/admin/batches');
    expect(targetHref({ action: 'payout.matched', target: 'payout-matches/po_1Abc' })).toBe(
      '/admin/accounts/payouts/po_1Abc',
    );
    expect(targetHref({ action: 'xero-export.create', target: 'xero-exports/x1' })).toBe(
      '/admin/accounts',
    );
    expect(targetText({ target: 'products/beef', label: '' })).toBe('beef');
    expect(targetText({ target: 'products/beef', label: 'Beef Bolognese' })).toBe('Beef Bolognese');
  });
});
