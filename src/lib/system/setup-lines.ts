// The shop's setup as staff are warned about it: the mail server and the bank account. One
// judgement serves both the dashboard's warnings and the system check's lines, so the two never
// disagree (a made-up TEST account or no mail server is a warning everywhere, a problem live).
import type { SystemCheckLine } from '../admin/areas/system.ts';
import { TEST_BANK_ACCOUNT } from '../orders/bank-transfer.ts';
import { ENV_PLACE, ok } from './check-line.ts';

/** What the setup lines judge: the mail variables, the bank account, and whether it is live. */
export interface SetupFacts {
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  bankAccount: { name: string; number: string };
  production: boolean;
}

/** The mail server's line: where emails go, or why none leaves the shop. */
export function mailLine(facts: SetupFacts): SystemCheckLine {
  const label = 'Email (SMTP_URL, MAIL_FROM)';
  const from = facts.mailFrom?.trim();
  const sender = from
    ? `from ${from}`
    : 'from the shop’s address in content/site.json (MAIL_FROM not set)';
  const smtpUrl = facts.smtpUrl?.trim();
  const set = `Set SMTP_URL (e.g. smtps://user:password@smtp.example.com:465) and MAIL_FROM ${ENV_PLACE}, then redeploy (the README’s “Deploying to Netlify” says how).`;
  if (!smtpUrl) {
    return {
      id: 'mail',
      label,
      status: facts.production ? 'problem' : 'warning',
      summary: facts.production
        ? 'SMTP_URL is not set: no order, password or newsletter email is sent.'
        : 'No mail server: no email leaves the shop; order emails and newsletters are kept in the outbox and printed to the log.',
      action: set,
    };
  }
  const host = smtpHost(smtpUrl);
  if (!host) {
    return {
      id: 'mail',
      label,
      status: 'problem',
      summary: 'SMTP_URL is not a smtp:// or smtps:// address: no email is sent.',
      action: `Correct SMTP_URL ${ENV_PLACE}, e.g. smtps://user:password@smtp.example.com:465.`,
    };
  }
  return ok('mail', label, `Emails go out through ${host}, ${sender}.`);
}

/** The mail server's host name, or null for a value that is not an SMTP address. */
function smtpHost(value: string): string | null {
  try {
    const url = new URL(value);
    return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname ? url.hostname : null;
  } catch {
    return null;
  }
}

/** The bank account's line: the account shoppers pay into, or why bank transfer cannot work. */
export function bankAccountLine({ bankAccount, production }: SetupFacts): SystemCheckLine {
  const label = 'Bank account for transfers';
  const name = bankAccount.name.trim();
  const number = bankAccount.number.trim();
  if (number === TEST_BANK_ACCOUNT.bankAccountNumber) {
    return {
      id: 'bank-account',
      label,
      status: production ? 'problem' : 'warning',
      summary:
        'This is the made-up TEST account of the local seed: shoppers paying by bank transfer would pay into nothing.',
      action:
        "Enter the shop's real bank account name and number in Settings → Orders and payment.",
    };
  }
  if (name && number) return ok('bank-account', label, `${name}, ${number}.`);
  return {
    id: 'bank-account',
    label,
    status: production ? 'problem' : 'warning',
    summary: 'Not entered: the checkout does not offer bank transfer.',
    action: 'Enter the bank account name and number in Settings → Orders and payment.',
  };
}

/** The setup lines that need something done, for the dashboard: the same lines the check shows. */
export function setupWarnings(facts: SetupFacts): SystemCheckLine[] {
  return [mailLine(facts), bankAccountLine(facts)].filter((line) => line.status !== 'ok');
}
