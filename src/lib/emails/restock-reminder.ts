import type { MailSender } from '../newsletters/marketing-footer.ts';
import { dataTable, link, paragraph, paragraphHtml } from './html.ts';
import { letterEmail } from './letter.ts';
import type { EmailContent } from './order-email.ts';

/** What the restock reminder needs to know. */
export interface RestockReminderFacts {
  name: string;
  orderNumber: string;
  lines: readonly { name: string; quantity: number }[];
  /** Fills the cart with the same meals at today's prices (refill-link.ts). */
  refillUrl: string;
  unsubscribeUrl: string;
}

const packs = (quantity: number) => `${quantity} ${quantity === 1 ? 'pack' : 'packs'}`;

/** The one reminder a shopper who asked at checkout gets, weeks after delivery or pickup. */
export function restockReminderEmail(
  facts: RestockReminderFacts,
  sender: MailSender,
): EmailContent {
  const subject = 'Time to restock your freezer?';
  const greeting = `Kia ora ${facts.name},`;
  const intro = `You asked us to remind you when it might be time to restock. Here's what you had in order ${facts.orderNumber}:`;
  const refill = 'One click puts the same meals back in your cart, at today’s prices:';
  const note = 'Anything we no longer make is left out, and we’ll tell you which.';
  const reason = `You asked for a restock reminder when you ordered (${facts.orderNumber}).`;
  const footer = { unsubscribeUrl: facts.unsubscribeUrl, reason };
  const meals = {
    text: [intro, ...facts.lines.map((line) => `- ${line.name}: ${packs(line.quantity)}`)].join(
      '\n',
    ),
    html:
      paragraph(intro) +
      dataTable(
        `Your order ${facts.orderNumber}`,
        [{ text: 'Meal' }, { text: 'Packs', numeric: true }],
        facts.lines.map((line) => [
          { text: line.name },
          { text: String(line.quantity), numeric: true },
        ]),
      ),
  };
  const refillLink = {
    text: `${refill} ${facts.refillUrl}\n${note}`,
    html:
      paragraphHtml(link(facts.refillUrl, 'Fill my cart with the same meals')) + paragraph(note),
  };
  return letterEmail({ subject, greeting, parts: [meals, refillLink], sender, footer });
}
