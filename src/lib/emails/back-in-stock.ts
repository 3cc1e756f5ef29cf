import { emailDocument, escapeHtml, link, paragraph, paragraphHtml } from './html.ts';
import type { EmailContent } from './order-email.ts';

/** The one email a shopper on a meal's waitlist gets when it is back in stock. */
export function backInStockEmail(meal: { name: string }, mealUrl: string): EmailContent {
  const subject = `${meal.name} is back in stock`;
  const intro = `Good news: ${meal.name} is back in stock at Cube Kitchen.`;
  const outro =
    'You asked us to tell you, so we have; you are now off the list and will not hear about it again.';
  return {
    subject,
    text: `${intro}\n\nOrder it here: ${mealUrl}\n\n${outro}\n`,
    html: emailDocument(
      subject,
      paragraph(intro) +
        paragraphHtml(`${escapeHtml('Order it here:')} ${link(mealUrl, meal.name)}`) +
        paragraph(outro),
    ),
  };
}
