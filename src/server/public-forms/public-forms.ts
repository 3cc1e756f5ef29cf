import type { ContactRequest, NewsletterRequest } from '../../lib/forms/public-form-requests.ts';
import { saveContactMessage } from './contact-messages.ts';
import {
  requestSubscription,
  type SignupDelivery,
} from '../newsletters/subscribers/signup-confirmations.ts';
import { verifyChallengeAnswer } from '../spam/challenge.ts';

/**
 * What became of a form submission. `trapped` means the honeypot was filled in: only bots see
 * that field, so nothing is stored, and the bot is answered as if it had worked so it learns
 * nothing to adapt to.
 */
export type SubmissionOutcome = 'stored' | 'trapped';

/**
 * Checks the maths challenge, then stores the message; a ticked newsletter box asks for the
 * subscription, which the address's owner confirms through the emailed link.
 */
export async function receiveContactMessage(
  request: ContactRequest,
  delivery: SignupDelivery,
): Promise<SubmissionOutcome> {
  if (request.website) return 'trapped';
  await verifyChallengeAnswer(request.challengeToken, request.humanVerification);
  const { name, email, subject, message, subscribedToNewsletter } = request;
  await saveContactMessage({ name, email, subject, message, subscribedToNewsletter });
  if (subscribedToNewsletter) {
    await requestSubscription({ email, name, source: 'contact-form' }, delivery);
  }
  return 'stored';
}

/**
 * Checks the maths challenge, then asks for the subscription: nothing about the address changes
 * until its owner follows the emailed link (double opt-in).
 */
export async function receiveNewsletterSignup(
  request: NewsletterRequest,
  delivery: SignupDelivery,
): Promise<SubmissionOutcome> {
  if (request.website) return 'trapped';
  await verifyChallengeAnswer(request.challengeToken, request.humanVerification);
  const { email, name, preferences } = request;
  await requestSubscription({ email, name, preferences, source: 'newsletter-form' }, delivery);
  return 'stored';
}
