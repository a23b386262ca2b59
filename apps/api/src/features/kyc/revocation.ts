import { type KycRevocation, NotFoundError } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import { recordAudit } from '../../audit/recordAudit.ts'
import type { AppContext } from '../../context.ts'
import { kycRequests } from '../../db/schema/kyc.ts'
import { users } from '../../db/schema/users.ts'

/**
 * An admin withdraws a person's verification (a forged document found later): every verified
 * request of theirs becomes rejected with the reason, so its attestations verify as revoked.
 */
export async function revokeKyc(
  ctx: AppContext,
  adminId: string,
  userId: string,
  { reason }: KycRevocation,
) {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const revoked = await tx
      .update(kycRequests)
      .set({ status: 'rejected', reason, reviewedAt: now, reviewerId: adminId })
      .where(and(eq(kycRequests.userId, userId), eq(kycRequests.status, 'verified')))
      .returning({ tier: kycRequests.tier })
    if (revoked.length === 0) throw new NotFoundError('KYC_NOTHING_TO_REVOKE')
    // a newer request under review keeps the person's status "pending"
    await tx
      .update(users)
      .set({ kycStatus: 'rejected', updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.kycStatus, 'verified')))
    await recordAudit(tx, adminId, 'kyc.revoke', userId, {
      tiers: revoked.map((r) => r.tier),
      reason,
    })
  })
  ctx.events.publish('kyc.decided', { userId, status: 'rejected' })
}
