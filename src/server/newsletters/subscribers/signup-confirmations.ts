import { randomBytes } from 'node:crypto';
import { confirmSubscriptionEmail } from '../../../lib/emails/confirm-subscription.ts';
import {
  confirmedConsentNote,
  confirmToken,
  linkState,
  readConfirmToken,
  requestAfterSignup,
  SignupRequestSchema,
  type AskedSignup,
  type ConfirmLink,
  type LinkState,
  type SignupRequest,
} from '../../../lib/newsletters/signup-confirmation.ts';
import type { TimeBudget } from '../../../lib/system/time-budget.ts';
import { recordCollection } from '../../blobs/records.ts';
import { siteConfig } from '../../content/content.ts';
import { sendMail } from '../../mail/send-mail.ts';
import type { AfterAnswer } from '../../payments/payment-events.ts';
import { signingSecret } from '../../secrets.ts';
import { subscribe, subscriberId } from './subscribers.ts';
import { sendWelcomeEmail } from './welcome.ts';

/**
 * Signups waiting for their emailed link, one per address: `newsletter-signup-requests/<id>`,
 * the id being the address's hash, as for subscribers. Kept apart from the subscriber record,
 * which no signup changes until its link is followed.
 */
export const signupRequests = recordCollection({
  prefix: 'newsletter-signup-requests',
  schema: SignupRequestSchema,
});

/** Where the emails of a signup go out from: the shop's public origin and the after-answer hook. */
export interface SignupDelivery {
  origin: string;
  afterAnswer: AfterAnswer;
}

/** The signed `/newsletter/confirm?token=…` address of a stored request. */
export async function confirmUrlFor(origin: string, request: SignupRequest): Promise<string> {
  const link = {
    id: subscriberId(request.email),
    nonce: request.nonce,
    expiresAt: new Date(request.expiresAt),
  };
  return `${origin}/newsletter/confirm?token=${encodeURIComponent(await confirmToken(await signingSecret(), link))}`;
}

async function sendConfirmationEmail(request: SignupRequest, origin: string): Promise<void> {
  const content = confirmSubscriptionEmail(
    { ...request, confirmUrl: await confirmUrlFor(origin, request) },
    siteConfig(),
  );
  await sendMail({ to: request.email, ...content });
}

/**
 * A public form asks for an address to get the newsletter: the request is kept and its link
 * emailed (after the answer), unless one was emailed within the interval. The same for every
 * address, listed or not, so the form's answer tells nobody who is on the list.
 */
export async function requestSubscription(
  asked: AskedSignup,
  delivery: SignupDelivery,
  now = new Date(),
): Promise<void> {
  const nonce = randomBytes(16).toString('base64url');
  const saved = await signupRequests.update(subscriberId(asked.email), (current) =>
    requestAfterSignup(current, asked, now, nonce),
  );
  // Another request's email went out lately (this call or a concurrent one lost): send nothing.
  if (saved.data.nonce !== nonce) return;
  delivery.afterAnswer(sendConfirmationEmail(saved.data, delivery.origin));
}

/** What a confirmation link leads to: the request it can confirm, or why it cannot. */
export type LinkLookup =
  | { state: 'confirm'; link: ConfirmLink; request: SignupRequest }
  | { state: Exclude<LinkState, 'confirm'> | 'invalid-link' };

/** Reads a link's token and the request it names. */
export async function lookUpLink(token: string, now = new Date()): Promise<LinkLookup> {
  const link = token ? await readConfirmToken(await signingSecret(), token) : null;
  if (!link) return { state: 'invalid-link' };
  const request = await signupRequests.get(link.id);
  const state = linkState(request, link, now);
  return state === 'confirm' && request ? { state, link, request } : { state: narrow(state) };
}

// linkState only says `confirm` for a request it was given; this tells the type checker so.
function narrow(state: LinkState): Exclude<LinkState, 'confirm'> {
  return state === 'confirm' ? 'already-confirmed' : state;
}

/** Thrown inside an update to leave the request as it is: the link cannot confirm (any more). */
class LinkNotUsable extends Error {
  readonly state: Exclude<LinkState, 'confirm'>;
  constructor(state: Exclude<LinkState, 'confirm'>) {
    super(`The link cannot confirm: ${state}`);
    this.state = state;
  }
}

/**
 * Follows a link: marks its request confirmed (once: a second click, or two at once, finds it
 * confirmed), subscribes the address with the requested name and topics and a consent record of
 * the form it came from, and welcomes whoever was not subscribed before.
 */
export async function confirmSubscription(
  token: string,
  delivery: SignupDelivery,
  now = new Date(),
): Promise<'subscribed' | Exclude<LinkLookup['state'], 'confirm'>> {
  const lookup = await lookUpLink(token, now);
  if (lookup.state !== 'confirm') return lookup.state;
  const { link, request } = lookup;
  try {
    await signupRequests.update(link.id, (current) => {
      const state = linkState(current, link, now);
      if (state !== 'confirm' || !current) throw new LinkNotUsable(narrow(state));
      return { ...current, confirmedAt: now.toISOString() };
    });
  } catch (error) {
    if (error instanceof LinkNotUsable) return error.state;
    throw error;
  }
  try {
    const { email, name, preferences, source } = request;
    const note = confirmedConsentNote(request.requestedAt);
    const { subscriber, joined } = await subscribe(
      { email, name, preferences },
      { source, note },
      now,
    );
    if (joined) delivery.afterAnswer(sendWelcomeEmail(subscriber, delivery.origin));
    return 'subscribed';
  } catch (error) {
    await unmarkConfirmed(link);
    throw error;
  }
}

/** Not subscribed after all (the subscriber write failed): lets the same link try again. */
async function unmarkConfirmed(link: ConfirmLink): Promise<void> {
  const current = await signupRequests.get(link.id);
  if (current?.nonce !== link.nonce || !current.confirmedAt) return;
  await signupRequests
    .update(link.id, (latest) => {
      if (latest?.nonce !== link.nonce || !latest.confirmedAt) throw new LinkNotUsable('replaced');
      return { ...latest, confirmedAt: undefined };
    })
    .catch((error: unknown) => {
      if (!(error instanceof LinkNotUsable)) throw error;
    });
}

/** Deletes requests whose link has expired (they hold an address), for the maintenance job. */
export async function purgeExpiredSignupRequests(
  now = new Date(),
  budget?: TimeBudget,
): Promise<number> {
  const ids = await signupRequests.listIds();
  let purged = 0;
  for (const id of ids) {
    if (budget?.spent()) break;
    const request = await signupRequests.get(id);
    if (request && Date.parse(request.expiresAt) < now.getTime()) {
      await signupRequests.delete(id);
      purged += 1;
    }
  }
  return purged;
}
