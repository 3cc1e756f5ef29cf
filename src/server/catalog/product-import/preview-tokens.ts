// The signed tokens the import preview gives each row, and apply checks: a row is applied only if
// this account read it from a PDF (in the last two hours), as the row it claims to be, and (for a
// row that updates a product) only if nobody changed that product since. Signed with the shop's
// secret like sessions and form challenges, so nothing is stored between preview and apply.
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { ImportRow, PreviewRow } from '../../../lib/products/pdf-import/types.ts';
import type { Actor } from '../../audit.ts';
import { HttpError } from '../../http/errors.ts';
import { signingSecret } from '../../secrets.ts';

const AUDIENCE = 'cube-kitchen:product-import';
const ISSUER = 'cube-kitchen';
/** Long enough to review a long list at leisure; an older review is read again. */
export const PREVIEW_LIFETIME_SECONDS = 2 * 60 * 60;

const RowClaimsSchema = z.object({
  sub: z.string(),
  /** The preview the row belongs to: one read of one PDF. */
  pv: z.uuid(),
  row: z.int().nonnegative(),
  /** The product the row matched, and the revision it was read at; null for a new product. */
  pid: z.string().nullable(),
  rev: z.int().positive().nullable(),
});
/** What a verified row token says. */
export type PreviewRowClaims = z.output<typeof RowClaimsSchema>;

/** The messages of refused rows: what happened, and what to do. */
export const PREVIEW_REFUSALS = {
  notPreviewed:
    'This row was not read from a PDF by your account, or was changed on the way: read the PDF again and import from the new review.',
  expired: 'This review is over two hours old: read the PDF again and import from the new review.',
} as const;

/** Gives each review row its token, naming this preview, the row and its product's revision. */
export async function signPreviewRows(
  actor: Actor,
  rows: readonly ImportRow[],
  revisions: ReadonlyMap<string, number>,
  now = new Date(),
): Promise<PreviewRow[]> {
  const preview = randomUUID();
  const secret = await signingSecret();
  const issuedAt = Math.floor(now.getTime() / 1000);
  return Promise.all(
    rows.map(async (row, index) => {
      const productId = row.match?.productId ?? null;
      const claims = {
        pv: preview,
        row: index,
        pid: productId,
        rev: productId === null ? null : (revisions.get(productId) ?? null),
      };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(actor.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + PREVIEW_LIFETIME_SECONDS)
        .sign(secret);
      return { ...row, token };
    }),
  );
}

/**
 * What a row's token says, if this account's preview signed it and it has not expired; a 400
 * (forged, altered, another account's) or 409 (expired) HttpError otherwise.
 */
export async function verifyPreviewRow(
  actor: Actor,
  token: string,
  now = new Date(),
): Promise<PreviewRowClaims> {
  try {
    const { payload } = await jwtVerify(token, await signingSecret(), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
      subject: actor.id,
      currentDate: now,
    });
    const claims = RowClaimsSchema.safeParse(payload);
    if (claims.success) return claims.data;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new HttpError(409, PREVIEW_REFUSALS.expired);
  }
  throw new HttpError(400, PREVIEW_REFUSALS.notPreviewed);
}
