import { NEWSLETTER_PREFERENCES, type NewsletterPreference } from '../forms/newsletter.ts';
import type { MailSender } from '../newsletters/marketing-footer.ts';
import { link, paragraphHtml } from './html.ts';
import { letterEmail } from './letter.ts';
import type { EmailContent } from './order-email.ts';

/** Why a new subscriber gets the welcome email (and the footer says so). */
export const WELCOME_REASON = 'You signed up at cubekitchen.co.nz.';

/** What the welcome email needs to know. */
export interface WelcomeFacts {
  name: string;
  preferences: readonly NewsletterPreference[];
  /** The shop's home page, for the link to the meals. */
  shopUrl: string;
  unsubscribeUrl: string;
}

function chosenLabels(preferences: readonly NewsletterPreference[]): string[] {
  return NEWSLETTER_PREFERENCES.filter(({ id }) => preferences.includes(id)).map(
    ({ label }) => label,
  );
}

/** The one email a new subscriber gets on first signup: warm, short, and with the UEMA footer. */
export function welcomeEmail(facts: WelcomeFacts, sender: MailSender): EmailContent {
  const subject = `Welcome to ${sender.name}`;
  const greeting = `Kia ora ${facts.name},`;
  const thanks = `Thanks for joining the ${sender.name} newsletter. We're glad to have you at the table.`;
  const labels = chosenLabels(facts.preferences);
  const chosen =
    labels.length > 0
      ? `You asked to hear about: ${labels.join(', ')}. That's what we'll send, and nothing more often than it's worth reading.`
      : "We'll only write when we have something worth telling you: new meals, good recipes and the odd offer.";
  const browse = 'Hungry already? Our chef-made meals are ready when you are:';
  const footer = { unsubscribeUrl: facts.unsubscribeUrl, reason: WELCOME_REASON };
  const shopLink = {
    text: `${browse} ${facts.shopUrl}`,
    html: paragraphHtml(link(facts.shopUrl, browse.replace(/:$/, ''))),
  };
  return letterEmail({ subject, greeting, parts: [thanks, chosen, shopLink], sender, footer });
}
