import { marketingArea } from '../../lib/admin/areas/marketing.ts';
import type {
  NewPromoRequest,
  PromoUpdateRequest,
  PromoView,
} from '../../lib/marketing/promo-requests.ts';
import { PromoCodeSchema, promoStatus, type Promo } from '../../lib/orders/promo.ts';
import { auditedCreate, auditedUpdate, type Actor } from '../audit.ts';
import type { Revisioned } from '../blobs/records.ts';
import { HttpError } from '../http/errors.ts';
import { tallyPromoUses, type PromoTally } from '../orders/promo-uses.ts';
import { promoCodes } from '../orders/promos.ts';

const NO_USES: PromoTally = { uses: 0, revenueCents: 0 };

/** Whether orders hold uses of a code, so its kind and value must stay. */
const isUsed = (promo: Promo, tally: PromoTally) =>
  tally.uses > 0 || promo.redeemedOrderIds.length > 0;

function viewOf(stored: Revisioned<Promo>, tally: PromoTally, now: Date): PromoView {
  const { redeemedOrderIds, ...fields } = stored.data;
  return {
    ...fields,
    everyStandingDelivery: fields.everyStandingDelivery ?? false,
    uses: Math.max(tally.uses, redeemedOrderIds.length),
    revenueCents: tally.revenueCents,
    status: promoStatus(stored.data, now),
    locked: isUsed(stored.data, tally),
    revision: stored.revision,
  };
}

/** Every code, newest status first by name, with its uses and revenue (one listing of uses). */
export async function listPromos(now = new Date()): Promise<PromoView[]> {
  const [ids, tallies] = await Promise.all([promoCodes.listIds(), tallyPromoUses()]);
  const stored = await Promise.all(ids.map((id) => promoCodes.getRevisioned(id)));
  return stored
    .flatMap((promo) =>
      promo ? [viewOf(promo, tallies.get(promo.data.code) ?? NO_USES, now)] : [],
    )
    .sort((a, b) => a.code.localeCompare(b.code));
}

async function storedPromo(code: string): Promise<Revisioned<Promo>> {
  const parsed = PromoCodeSchema.safeParse(code);
  const stored = parsed.success ? await promoCodes.getRevisioned(parsed.data) : null;
  if (!stored) throw new HttpError(404, 'There is no such promo code.');
  return stored;
}

/** One code, or 404. */
export async function getPromo(code: string, now = new Date()): Promise<PromoView> {
  const stored = await storedPromo(code);
  const tally = (await tallyPromoUses(stored.data.code)).get(stored.data.code) ?? NO_USES;
  return viewOf(stored, tally, now);
}

/** Creates a code (409 when it exists) and audits it. */
export async function createPromo(actor: Actor, input: NewPromoRequest): Promise<PromoView> {
  const value = input.kind === 'free_delivery' ? 0 : input.value;
  const { created } = await auditedCreate(
    promoCodes,
    input.code,
    { ...input, value, redeemedOrderIds: [] },
    { actor, action: 'promo-code.create' },
  );
  if (!created) {
    throw new HttpError(409, `There is already a promo code ${input.code}.`, {
      errors: { code: 'That code exists already' },
      details: { reason: marketingArea.refusals.promoExists },
    });
  }
  return getPromo(input.code);
}

const usedRefusal = () =>
  new HttpError(
    409,
    'Orders have used this code, so its kind and value cannot change. Make a new code instead.',
    { details: { reason: marketingArea.refusals.promoUsed } },
  );

/**
 * Changes a code (the code itself stays) and audits it. Refused with 409 when someone saved it
 * since `revision`, or when its kind or value would change after orders used it.
 */
export async function replacePromo(
  actor: Actor,
  code: string,
  input: PromoUpdateRequest,
): Promise<PromoView> {
  const { data: before } = await storedPromo(code);
  const tally = (await tallyPromoUses(before.code)).get(before.code) ?? NO_USES;
  const { revision: expected, ...fields } = input;
  const value = fields.kind === 'free_delivery' ? 0 : fields.value;
  await auditedUpdate(
    promoCodes,
    before.code,
    (current, revision) => {
      if (!current) throw new HttpError(404, 'There is no such promo code.');
      if (revision !== expected) {
        throw new HttpError(409, 'Someone saved this code since you opened it. Reload to see it.', {
          details: { reason: marketingArea.refusals.stale },
        });
      }
      const changesOffer = fields.kind !== current.kind || value !== current.value;
      if (changesOffer && isUsed(current, tally)) throw usedRefusal();
      // Without a limit there is nothing to count against, so the list of orders is not kept.
      const redeemedOrderIds = fields.maxUses === undefined ? [] : current.redeemedOrderIds;
      return { ...fields, value, code: current.code, redeemedOrderIds };
    },
    { actor, action: 'promo-code.update' },
  );
  return getPromo(before.code);
}
