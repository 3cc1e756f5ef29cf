import { describe, expect, it } from 'vitest';
import {
  NewSpecialDateRequestSchema,
  NewZoneRequestSchema,
} from '../../src/lib/delivery/requests.ts';
import { SpecialDateSchema, type SpecialDate } from '../../src/lib/delivery/slots.ts';
import { ZoneSchema } from '../../src/lib/delivery/zones.ts';
import { InventoryAdjustmentRequestSchema } from '../../src/lib/forms/inventory.ts';
import { ONE_LINE_MESSAGE, PLAIN_TEXT_MESSAGE } from '../../src/lib/forms/plain-text.ts';
import { ProductFieldsSchema } from '../../src/lib/forms/product.ts';
import { ImportApplyRowSchema } from '../../src/lib/forms/product-import.ts';
import { SettingsUpdateRequestSchema } from '../../src/lib/forms/settings.ts';
import { NewSubscriberRequestSchema } from '../../src/lib/forms/subscribers-admin.ts';
import { BannerUpdateRequestSchema } from '../../src/lib/marketing/banner.ts';
import { CampaignDraftSchema } from '../../src/lib/newsletters/campaign.ts';
import { parseSubscriberCsv } from '../../src/lib/newsletters/subscriber-csv.ts';
import { StaffNoteRequestSchema } from '../../src/lib/orders/admin-requests.ts';
import { firstMessagePerField } from '../../src/server/http/request.ts';

/** Control characters the attack used, and a few more of C0, DEL and C1. */
const CONTROLS = ['\u0000', '\r', '\n', '\r\n', '\u001b', '\u007f', '\u0085', '\u009b', '\t'];

const PRODUCT = {
  name: 'Beef Bolognese',
  description: 'Slow-cooked beef.',
  tags: ['family'],
  cubesPerPack: 9,
  priceCents: 1490,
  isBestseller: false,
  isVegetarian: false,
  isKidFriendly: true,
  status: 'active',
};

/** Any well-formed token: the schema checks its shape; the server checks its signature. */
const PREVIEW_TOKEN = 'a-signed-preview-row-token';

const errorsOf = (result: { error?: Parameters<typeof firstMessagePerField>[0] | undefined }) =>
  result.error ? firstMessagePerField(result.error) : {};

describe('one-line text staff enter', () => {
  it('refuses control characters in product names and tags, from the form and the import', () => {
    for (const control of CONTROLS) {
      const name = `Beef${control}=HYPERLINK("x")`;
      const label = JSON.stringify(control);
      expect(errorsOf(ProductFieldsSchema.safeParse({ ...PRODUCT, name })), label).toEqual({
        name: ONE_LINE_MESSAGE,
      });
      expect(
        errorsOf(ImportApplyRowSchema.safeParse({ ...PRODUCT, name, token: PREVIEW_TOKEN })),
        label,
      ).toEqual({
        name: ONE_LINE_MESSAGE,
      });
      const tags = [`mi${control}ld`];
      expect(errorsOf(ProductFieldsSchema.safeParse({ ...PRODUCT, tags })), label).toEqual({
        'tags.0': ONE_LINE_MESSAGE,
      });
    }
  });

  it('refuses them in zone names, pickup addresses, holidays, banner and settings', () => {
    const zone = { name: 'Papamoa\u0000', kind: 'delivery', postcodes: ['3118'], feeCents: 0 };
    expect(errorsOf(NewZoneRequestSchema.safeParse(zone))).toEqual({ name: ONE_LINE_MESSAGE });
    const pickup = { name: 'Shop', kind: 'pickup', feeCents: 0, pickupAddress: '1 Main\nRd' };
    expect(errorsOf(NewZoneRequestSchema.safeParse(pickup))).toEqual({
      pickupAddress: ONE_LINE_MESSAGE,
    });
    const day = { date: '2026-12-25', kind: 'closed', holiday: 'Christmas\u001b[2J' };
    expect(errorsOf(NewSpecialDateRequestSchema.safeParse(day))).toEqual({
      holiday: ONE_LINE_MESSAGE,
    });
    const banner = { message: 'Sale\r\nBcc: x', active: true, revision: 0 };
    expect(errorsOf(BannerUpdateRequestSchema.safeParse(banner))).toEqual({
      message: ONE_LINE_MESSAGE,
    });
    const settings = {
      orderNotificationEmail: 'orders@cubekitchen.co.nz',
      gstNumber: '',
      bankAccountName: 'Cube\u0000Kitchen',
      bankAccountNumber: '12 3456 0123456 00',
      storeOpen: false,
      pausedMessage: 'Back soon.\u0007',
      lowStockThreshold: 5,
    };
    expect(errorsOf(SettingsUpdateRequestSchema.safeParse(settings))).toEqual({
      bankAccountName: ONE_LINE_MESSAGE,
      pausedMessage: PLAIN_TEXT_MESSAGE,
    });
  });

  it('still reads records saved before the rule, so nothing stored stops loading', () => {
    const zone = { id: 'old', name: 'Old\u0000zone', kind: 'delivery', postcodes: ['3118'] };
    expect(ZoneSchema.safeParse({ ...zone, feeCents: 0 }).success).toBe(true);
    const day: SpecialDate = SpecialDateSchema.parse({
      date: '2026-12-25',
      kind: 'closed',
      holiday: 'Old\u0000',
    });
    expect(day.holiday).toBe('Old\u0000');
  });
});

describe('longer text staff enter', () => {
  it('keeps line breaks (stored as LF) and refuses other control characters', () => {
    const description = 'Slow-cooked beef.\r\nServes four.';
    expect(ProductFieldsSchema.parse({ ...PRODUCT, description }).description).toBe(
      'Slow-cooked beef.\nServes four.',
    );
    const withNul = { ...PRODUCT, description: 'Slow\u0000cooked' };
    expect(errorsOf(ProductFieldsSchema.safeParse(withNul))).toEqual({
      description: PLAIN_TEXT_MESSAGE,
    });
    expect(StaffNoteRequestSchema.parse({ text: 'Leave at\r\nthe door' }).text).toBe(
      'Leave at\nthe door',
    );
    expect(errorsOf(StaffNoteRequestSchema.safeParse({ text: 'x\u001b[31m' }))).toEqual({
      text: PLAIN_TEXT_MESSAGE,
    });
    const adjustment = { reason: 'received', quantity: 5, note: 'From\u0000Tauranga' };
    expect(errorsOf(InventoryAdjustmentRequestSchema.safeParse(adjustment))).toEqual({
      note: PLAIN_TEXT_MESSAGE,
    });
    const subscriber = {
      email: 'ana@example.com',
      name: 'Ana',
      consentNote: 'Signed up at the market\u0000 stall',
    };
    expect(errorsOf(NewSubscriberRequestSchema.safeParse(subscriber))).toEqual({
      consentNote: PLAIN_TEXT_MESSAGE,
    });
    const draft = {
      subject: 'Hi',
      bodyMarkdown: 'Kia ora\u0000',
      audience: { kind: 'everyone' },
    };
    expect(errorsOf(CampaignDraftSchema.safeParse(draft))).toEqual({
      bodyMarkdown: PLAIN_TEXT_MESSAGE,
    });
  });
});

describe('subscriber CSV import names', () => {
  it('turn control characters into spaces, so none reaches the list or its export', () => {
    const csv =
      'Name,Email\n"\u0000=HYPERLINK(""x"")",a@example.nz\n"Ana\u001b\u0085Lee",b@example.nz\n';
    const { rows } = parseSubscriberCsv(csv, { email: 'Email', name: 'Name' });
    expect(rows.map((row) => row.name)).toEqual(['=HYPERLINK("x")', 'Ana Lee']);
  });
});
