import { welcomeEmail } from '../../../lib/emails/welcome.ts';
import { listUnsubscribeHeaders } from '../../../lib/newsletters/marketing-footer.ts';
import { siteConfig } from '../../content/content.ts';
import { sendMail } from '../../mail/send-mail.ts';
import type { Subscriber } from './subscribers.ts';
import { unsubscribeUrlFor } from './unsubscribe-links.ts';

/** Sends the welcome email to a new subscriber, with the footer and one-click unsubscribe. */
export async function sendWelcomeEmail(subscriber: Subscriber, origin: string): Promise<void> {
  const unsubscribeUrl = await unsubscribeUrlFor(origin, subscriber.email);
  const content = welcomeEmail(
    {
      name: subscriber.name,
      preferences: subscriber.preferences,
      shopUrl: `${origin}/meals`,
      unsubscribeUrl,
    },
    siteConfig(),
  );
  await sendMail({
    to: subscriber.email,
    ...content,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  });
}
