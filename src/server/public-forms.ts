import type { ContactRequest, NewsletterRequest } from '../lib/forms/public-form-requests.ts';
import { saveContactMessage } from './contact-messages.ts';
import { verifyChallengeAnswer } from './spam/challenge.ts';
import { subscribe } from './subscribers.ts';

/**
 * What became of a form submission. `trapped` means the honeypot was filled in: only bots see
 * that field, so nothing is stored, and the bot is answered as if it had worked so it learns
 * nothing to adapt to.
 */
export type SubmissionOutcome = 'stored' | 'trapped';

/** Checks the maths challenge, then stores the message (and the newsletter consent, if given). */
export async function receiveContactMessage(request: ContactRequest): Promise<SubmissionOutcome> {
  if (request.website) return 'trapped';
  await verifyChallengeAnswer(request.challengeToken, request.humanVerification);
  const { name, email, subject, message, subscribedToNewsletter } = request;
  await saveContactMessage({ name, email, subject, message, subscribedToNewsletter });
  if (subscribedToNewsletter) await subscribe({ email, name }, 'contact-form');
  return 'stored';
}

/** Checks the maths challenge, then subscribes or updates the subscriber with a consent record. */
export async function receiveNewsletterSignup(
  request: NewsletterRequest,
): Promise<SubmissionOutcome> {
  if (request.website) return 'trapped';
  await verifyChallengeAnswer(request.challengeToken, request.humanVerification);
  const { email, name, preferences } = request;
  await subscribe({ email, name, preferences }, 'newsletter-form');
  return 'stored';
}
