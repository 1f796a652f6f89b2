import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '@shared/schemas/auth';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { tokensRepository as repo } from './tokens-repository';

/**
 * Sessions (DESIGN §1): a short-lived JWT access token (HS256, 15 minutes) and an opaque rotating
 * refresh token stored only as its SHA-256 hash. A sign-in starts a token family with an absolute
 * end (30 days); each refresh spends the presented token and issues the next one of the family;
 * presenting a spent token again (a stolen copy, or a replay) revokes the whole family.
 */

const ACCESS_TOKEN_SECONDS = 15 * 60;
const REFRESH_FAMILY_MS = 30 * 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';

/** SimpleJWT's texts, which the web client (and any DRF client) already knows. */
export const INVALID_ACCESS_TOKEN = 'Given token not valid for any token type';
const INVALID_REFRESH_TOKEN = 'Token is invalid or expired';

const refreshTokenInvalid = () => new AppError('token_not_valid', INVALID_REFRESH_TOKEN);

/** Where a sign-in comes from, kept with its refresh tokens (shown to the user one day). */
export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

function signingKey(ctx: AppContext): Uint8Array {
  // main.ts resolves the secret (generated into DATA_DIR when unset); never sign with an empty key.
  if (!ctx.config.jwtSecret) throw new Error('jwtSecret is not configured');
  return new TextEncoder().encode(ctx.config.jwtSecret);
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes, base64url: the refresh token and the secret of reset links. */
export const randomToken = () => randomBytes(32).toString('base64url');

async function signAccessToken(ctx: AppContext, userId: number, familyId: string): Promise<string> {
  return new SignJWT({ fam: familyId, typ: 'access' })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(signingKey(ctx));
}

/**
 * The user id and family of a valid access token, or undefined. The algorithm is pinned to HS256:
 * `alg: none`, other HMAC sizes and asymmetric algorithms are refused whatever the header says.
 */
export async function verifyAccessToken(
  ctx: AppContext,
  token: string,
): Promise<{ userId: number; familyId: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, signingKey(ctx), {
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    const { sub, fam, typ } = payload;
    if (typ !== 'access' || typeof fam !== 'string' || typeof sub !== 'string' || !/^\d{1,10}$/.test(sub))
      return undefined;
    return { userId: Number(sub), familyId: fam };
  } catch {
    return undefined;
  }
}

/** Starts a sign-in: a new family, its first refresh token and an access token. */
export async function startSession(ctx: AppContext, db: Db, userId: number, client: ClientInfo) {
  const familyId = randomUUID();
  const expiresAt = new Date(Date.now() + REFRESH_FAMILY_MS);
  return issuePair(ctx, db, { userId, familyId, expiresAt }, client);
}

async function issuePair(
  ctx: AppContext,
  db: Db,
  family: { userId: number; familyId: string; expiresAt: Date },
  client: ClientInfo,
): Promise<TokenPair> {
  const refresh = randomToken();
  await repo.insert(db, {
    userId: family.userId,
    familyId: family.familyId,
    expiresAt: family.expiresAt,
    tokenHash: hashToken(refresh),
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ip: client.ip ?? null,
  });
  return { access: await signAccessToken(ctx, family.userId, family.familyId), refresh };
}

/**
 * Spends a refresh token and issues the next pair of its family. The token row is locked for the
 * transaction, so of two concurrent refreshes of one token only the first succeeds; the second
 * sees a spent token, which is reuse: the family is revoked.
 */
export async function rotateSession(
  ctx: AppContext,
  refresh: string,
  client: ClientInfo,
): Promise<TokenPair> {
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.lockByHash(tx, hashToken(refresh));
    if (!row || row.revokedAt) return { ok: false as const };
    if (row.spentAt) {
      await repo.revokeFamily(tx, row.familyId);
      return { ok: false as const, reuse: { userId: row.userId, familyId: row.familyId } };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false as const };
    if (!(await repo.isActiveUser(tx, row.userId))) return { ok: false as const };
    await repo.markSpent(tx, row.id);
    // The family keeps its absolute end: rotation never extends a sign-in.
    const pair = await issuePair(ctx, tx, row, client);
    return { ok: true as const, pair };
  });
  if (!outcome.ok) {
    if (outcome.reuse) {
      ctx.log.warn(
        { user_id: outcome.reuse.userId, family: outcome.reuse.familyId, ip: client.ip },
        'spent refresh token presented again: sign-in revoked',
      );
    }
    throw refreshTokenInvalid();
  }
  return outcome.pair;
}

/** Ends the sign-in a refresh token belongs to. Unknown tokens are ignored. */
export async function endSession(ctx: AppContext, refresh: string): Promise<void> {
  const row = await repo.byHash(ctx.database.db, hashToken(refresh));
  if (row) await repo.revokeFamily(ctx.database.db, row.familyId);
}
