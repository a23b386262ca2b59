import { randomBytes } from 'node:crypto'
import { AuthRequiredError, NONCE_TTL_MS } from '@agora/domain'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { authNonces } from '../../db/schema/auth.ts'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const NONCE_LENGTH = 24 // 62^24 ≈ 2^142

export function generateNonce() {
  // rejection sampling keeps every character equally likely
  let nonce = ''
  while (nonce.length < NONCE_LENGTH) {
    for (const byte of randomBytes(NONCE_LENGTH)) {
      if (byte < 248 && nonce.length < NONCE_LENGTH) nonce += ALPHANUMERIC[byte % 62]
    }
  }
  return nonce
}

export async function issueNonce(ctx: AppContext, address: string, chainId: number) {
  const issuedAt = ctx.clock.now()
  const expiresAt = new Date(issuedAt.getTime() + NONCE_TTL_MS)
  const nonce = generateNonce()
  await ctx.db
    .insert(authNonces)
    .values({ nonce, address: address.toLowerCase(), chainId, issuedAt, expiresAt })
  return { nonce, issuedAt, expiresAt }
}

/** Refuses, without using it, a nonce that is unknown, another address's, spent or expired. */
export async function assertNonceUsable(ctx: AppContext, nonce: string, address: string) {
  const [row] = await ctx.db.select().from(authNonces).where(eq(authNonces.nonce, nonce))
  if (!row || row.address !== address.toLowerCase() || row.usedAt) throw nonceInvalid()
  if (row.expiresAt <= ctx.clock.now()) throw nonceExpired()
}

const nonceInvalid = () => new AuthRequiredError('NONCE_INVALID')
const nonceExpired = () => new AuthRequiredError('NONCE_EXPIRED')

/** Marks the nonce used, atomically: of two requests racing with one nonce, one wins. */
export async function consumeNonce(ctx: AppContext, nonce: string, address: string) {
  const now = ctx.clock.now()
  const owner = address.toLowerCase()
  const consumed = await ctx.db
    .update(authNonces)
    .set({ usedAt: now })
    .where(
      and(
        eq(authNonces.nonce, nonce),
        eq(authNonces.address, owner),
        isNull(authNonces.usedAt),
        gt(authNonces.expiresAt, now),
      ),
    )
    .returning({ nonce: authNonces.nonce })
  if (consumed.length > 0) return

  const [row] = await ctx.db.select().from(authNonces).where(eq(authNonces.nonce, nonce))
  if (row && row.address === owner && !row.usedAt && row.expiresAt <= now) throw nonceExpired()
  throw nonceInvalid()
}
