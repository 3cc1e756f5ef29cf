import { describe, expect, it } from 'vitest';
import { SettingsSchema, SettingsUpdateRequestSchema } from '../../src/lib/forms/settings.ts';
import { firstMessagePerField } from '../../src/server/http/request.ts';

const VALID = {
  orderNotificationEmail: 'orders@cubekitchen.co.nz',
  gstNumber: '136 410 132',
  bankAccountName: 'Cube Kitchen Ltd',
  bankAccountNumber: '12 3456 0123456 00',
  storeOpen: true,
  pausedMessage: '',
  lowStockThreshold: 5,
};

function errorsFor(input: unknown): Record<string, string> {
  const result = SettingsSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error);
}

describe('SettingsSchema', () => {
  it('normalises the GST and bank account numbers', () => {
    expect(SettingsSchema.parse(VALID)).toEqual({
      ...VALID,
      gstNumber: '136-410-132',
      bankAccountNumber: '12-3456-0123456-00',
      unpaidTransferDays: 3,
      restockReminderDays: 21,
      campaignSendRatePerMinute: 600,
      notifyOutForDelivery: true,
      notifyDelivered: true,
      notifyReadyForPickup: true,
      gstPeriodMonths: 2,
      gstPeriodEndMonth: 3,
      gstBasis: 'payments',
      xeroSalesAccount: '200',
      xeroDeliveryAccount: '200',
      xeroDiscountAccount: '200',
    });
  });

  it('keeps the GST return to a period and basis IRD offers', () => {
    expect(
      SettingsSchema.parse({ ...VALID, gstPeriodMonths: 6, gstBasis: 'invoice' }),
    ).toMatchObject({ gstPeriodMonths: 6, gstBasis: 'invoice' });
    expect(errorsFor({ ...VALID, gstPeriodMonths: 3 })).toHaveProperty('gstPeriodMonths');
    expect(errorsFor({ ...VALID, gstPeriodEndMonth: 0 })).toHaveProperty('gstPeriodEndMonth');
    expect(errorsFor({ ...VALID, gstBasis: 'cash' })).toHaveProperty('gstBasis');
  });

  it('takes Xero account codes as Xero shows them, and nothing a spreadsheet would run', () => {
    expect(SettingsSchema.parse({ ...VALID, xeroDeliveryAccount: ' 4100 ' })).toMatchObject({
      xeroDeliveryAccount: '4100',
    });
    for (const code of ['', '-200', '=SUM(A1)', '12345678901', '20 0']) {
      expect(errorsFor({ ...VALID, xeroSalesAccount: code })).toEqual({
        xeroSalesAccount:
          'Enter the account code as Xero shows it: up to 10 letters or digits, like 200',
      });
    }
  });

  it('has the shopper notices on until an admin turns one off', () => {
    const off = SettingsSchema.parse({ ...VALID, notifyDelivered: false });
    expect(off).toMatchObject({
      notifyOutForDelivery: true,
      notifyDelivered: false,
      notifyReadyForPickup: true,
    });
    expect(errorsFor({ ...VALID, notifyReadyForPickup: 'yes' })).toEqual({
      notifyReadyForPickup: 'Choose whether this email is sent',
    });
  });

  it('sends restock reminders after 21 days until set, from 1 to 180 whole days', () => {
    expect(SettingsSchema.parse({ ...VALID, restockReminderDays: 30 }).restockReminderDays).toBe(
      30,
    );
    for (const days of [0, 181, 1.5]) {
      expect(errorsFor({ ...VALID, restockReminderDays: days })).toEqual({
        restockReminderDays: 'Enter a whole number of days from 1 to 180',
      });
    }
  });

  it('sends campaigns at 600 a minute until set, from 1 to 10,000 a minute', () => {
    const set = SettingsSchema.parse({ ...VALID, campaignSendRatePerMinute: 120 });
    expect(set.campaignSendRatePerMinute).toBe(120);
    for (const rate of [0, 10_001, 1.5]) {
      expect(errorsFor({ ...VALID, campaignSendRatePerMinute: rate })).toEqual({
        campaignSendRatePerMinute: 'Enter a whole number of emails per minute from 1 to 10000',
      });
    }
  });

  it('flags unpaid transfers after 3 days until set, from 1 to 60 whole days', () => {
    expect(SettingsSchema.parse({ ...VALID, unpaidTransferDays: 7 }).unpaidTransferDays).toBe(7);
    for (const days of [0, 61, 2.5]) {
      expect(errorsFor({ ...VALID, unpaidTransferDays: days })).toEqual({
        unpaidTransferDays: 'Enter a whole number of days from 1 to 60',
      });
    }
  });

  it('parses what it wrote to the same value (it validates stored records too)', () => {
    const stored = SettingsSchema.parse(VALID);
    expect(SettingsSchema.parse(stored)).toEqual(stored);
  });

  it('lets GST and bank details be empty, meaning not set yet', () => {
    const unset = { ...VALID, gstNumber: '', bankAccountName: '', bankAccountNumber: ' ' };
    expect(SettingsSchema.parse(unset)).toMatchObject({ gstNumber: '', bankAccountNumber: '' });
  });

  it('gives one clear message per invalid field', () => {
    expect(
      errorsFor({
        orderNotificationEmail: 'orders@',
        gstNumber: '136-410-1',
        bankAccountName: 'x'.repeat(101),
        bankAccountNumber: '12-3456-123-00',
        storeOpen: 'yes',
        pausedMessage: 'x'.repeat(281),
        lowStockThreshold: 2.5,
      }),
    ).toEqual({
      orderNotificationEmail: 'Enter a valid email address, like orders@example.co.nz',
      gstNumber: 'Enter a valid GST number: 8 or 9 digits, like 123-456-789',
      bankAccountName: 'Use at most 100 characters for the account name',
      bankAccountNumber:
        'Enter the account number as bank (2 digits), branch (4), account (7) and suffix (2 or 3), like 12-3456-0123456-00',
      storeOpen: 'Choose whether the store is open or paused',
      pausedMessage: 'Use at most 280 characters for the paused message',
      lowStockThreshold: 'Enter a whole number from 0 to 999',
    });
  });

  it('requires an email address and a threshold within 0 to 999', () => {
    expect(errorsFor({ ...VALID, orderNotificationEmail: ' ', lowStockThreshold: 1000 })).toEqual({
      orderNotificationEmail: 'Enter the email address that new orders are sent to',
      lowStockThreshold: 'Enter a whole number from 0 to 999',
    });
    expect(errorsFor({ ...VALID, lowStockThreshold: -1 })).toEqual({
      lowStockThreshold: 'Enter a whole number from 0 to 999',
    });
  });

  it('requires a message while the store is paused', () => {
    expect(errorsFor({ ...VALID, storeOpen: false, pausedMessage: '   ' })).toEqual({
      pausedMessage: 'Enter the message shoppers see while the store is paused',
    });
    expect(
      SettingsSchema.parse({ ...VALID, storeOpen: false, pausedMessage: ' Back on Monday ' }),
    ).toMatchObject({ storeOpen: false, pausedMessage: 'Back on Monday' });
  });

  it('wants the bank account name and number together', () => {
    expect(errorsFor({ ...VALID, bankAccountName: '' })).toEqual({
      bankAccountName: 'Enter the name on the bank account',
    });
    expect(errorsFor({ ...VALID, bankAccountNumber: '' })).toEqual({
      bankAccountNumber: 'Enter the bank account number too',
    });
  });
});

describe('SettingsUpdateRequestSchema', () => {
  it('takes an optional revision beside the settings, and the same rules', () => {
    expect(SettingsUpdateRequestSchema.parse({ ...VALID, revision: 3 })).toMatchObject({
      revision: 3,
      gstNumber: '136-410-132',
    });
    expect(SettingsUpdateRequestSchema.safeParse({ ...VALID, revision: -1 }).success).toBe(false);
    expect(
      SettingsUpdateRequestSchema.safeParse({ ...VALID, storeOpen: false }).error?.issues[0]?.path,
    ).toEqual(['pausedMessage']);
  });
});
