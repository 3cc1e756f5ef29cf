import { DomainError } from '../../lib/api/domain-error.ts';
import type { RestockWaitlistRequest } from '../../lib/forms/public-form-requests.ts';
import { getShopProduct } from '../catalog/catalog.ts';
import type { SubmissionOutcome } from '../public-forms/public-forms.ts';
import { addToRestockWaitlist } from './restock-waitlist.ts';
import { verifyChallengeAnswer } from '../spam/challenge.ts';

/**
 * "Email me when it's back" (POST /api/restock-waitlist): the honeypot and the maths question,
 * then the address joins the sold-out meal's waitlist. Not found for no such meal, a conflict
 * when it is in stock again (the shopper can order it now).
 */
export async function joinRestockWaitlist(
  request: RestockWaitlistRequest,
): Promise<SubmissionOutcome> {
  if (request.website) return 'trapped';
  await verifyChallengeAnswer(request.challengeToken, request.humanVerification);
  const meal = await getShopProduct(request.productId);
  if (!meal) throw new DomainError('not_found', { message: 'We could not find that meal.' });
  if (meal.inStock) {
    throw new DomainError('conflict', {
      message: `${meal.name} is in stock now: you can order it straight away.`,
    });
  }
  await addToRestockWaitlist(meal.id, request.email);
  return 'stored';
}
