import {
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '../../../lib/newsletters/unsubscribe-token.ts';
import { signingSecret } from '../../secrets.ts';
import { subscriberId } from './subscribers.ts';

/**
 * The signed unsubscribe address of an email address, on the shop's public origin: the page
 * that confirms in one click, and (the same URL) the target of the one-click POST of RFC 8058.
 */
export async function unsubscribeUrlFor(origin: string, email: string): Promise<string> {
  const token = await unsubscribeToken(await signingSecret(), subscriberId(email));
  return `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The subscriber record id a token names, or null when the token is not one we signed. */
export async function subscriberIdFromToken(token: string): Promise<string | null> {
  return verifyUnsubscribeToken(await signingSecret(), token);
}
