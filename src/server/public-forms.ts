import type { ContactRequest, NewsletterRequest } from '../lib/forms/public-form-requests.ts';
import { saveContactMessage } from './contact-messages.ts';
import { sendWelcomeEmail } from './newsletters/welcome.ts';
import type { AfterAnswer } from './payments/payment-events.ts';
import { verifyChallengeAnswer } from './spam/challenge.ts';
import { subscribe, type ConsentSource } from './subscribers.ts';

/**
 * What became of a form submission. `trapped` means the honeypot was filled in: only bots see
 * that field, so nothing is stored, and the bot is answered as if it had worked so it learns
 * nothing to adapt to.
 */
export type SubmissionOutcome = 'stored' | 'trapped';

/** Where the welcome email of a first signup goes: the shop's address and the after-answer hook. */
export interface WelcomeDelivery {
  origin: string;
  afterAnswer: AfterAnswer;
}

/** Subscribes, and welcomes a first-time subscriber after the answer so signup stays fast. */
async function subscribeAndWelcome(
  signup: Parameters<typeof subscribe>[0],
  source: ConsentSource,
  welcome: WelcomeDelivery,
): Promise<void> {
  const { subscriber, isNew } = await subscribe(signup, source);
  if (isNew) welcome.afterAnswer(sendWelcomeEmail(subscriber, welcome.origin));
}

/** Checks the maths challenge, then stores the message (and the newsletter consent, if given). */
export async function receiveContactMessage(
  request: ContactRequest,
  welcome: WelcomeDelivery,
): Promise<SubmissionOutcome> {
  if (request.website) return 'trapped';
  await verifyChallengeAnswer(request.challengeToken, request.humanVerification);
  const { name, email, subject, message, subscribedToNewsletter } = request;
  await saveContactMessage({ name, email, subject, message, subscribedToNewsletter });
  if (subscribedToNewsletter) await subscribeAndWelcome({ email, name }, 'contact-form', welcome);
  return 'stored';
}

/** Checks the maths challenge, then subscribes or updates the subscriber with a consent record. */
export async function receiveNewsletterSignup(
  request: NewsletterRequest,
  welcome: WelcomeDelivery,
): Promise<SubmissionOutcome> {
  if (request.website) return 'trapped';
  await verifyChallengeAnswer(request.challengeToken, request.humanVerification);
  const { email, name, preferences } = request;
  await subscribeAndWelcome({ email, name, preferences }, 'newsletter-form', welcome);
  return 'stored';
}
