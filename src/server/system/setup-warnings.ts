import type { SystemCheckLine } from '../../lib/admin/areas/system.ts';
import { setupWarnings } from '../../lib/system/setup-lines.ts';
import type { BankAccountFields } from '../../lib/checkout/payment-methods.ts';
import { smtpUrl } from '../mail/smtp.ts';
import { deployContextName } from './deploy.ts';

/**
 * The setup warnings of this deploy (mail server, bank account), judged by the same rules as
 * the system check's lines, for the dashboard.
 */
export function currentSetupWarnings(settings: BankAccountFields): SystemCheckLine[] {
  return setupWarnings({
    smtpUrl: smtpUrl() ?? undefined,
    mailFrom: process.env.MAIL_FROM,
    bankAccount: { name: settings.bankAccountName, number: settings.bankAccountNumber },
    production: deployContextName() === 'production',
  });
}
