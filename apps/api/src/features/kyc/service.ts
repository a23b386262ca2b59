import {
  AppError,
  ConflictError,
  type KycDecision,
  type KycDocument,
  type KycStatusResponse,
  type KycTier,
  kycTierCovers,
  missingKycRequirement,
  NotFoundError,
  ValidationError,
} from '@agora/domain'
import { and, desc, eq } from 'drizzle-orm'
import { recordAudit } from '../../audit/recordAudit.ts'
import type { AppContext } from '../../context.ts'
import { kycRequests } from '../../db/schema/kyc.ts'
import { users } from '../../db/schema/users.ts'
import { attachImages } from './evidence/kycImages.ts'
import { assertReviewing } from './evidence/review.ts'

export async function initiateKyc(
  ctx: AppContext,
  userId: string,
  tier: KycTier,
  documents: KycDocument[],
) {
  const missing = missingKycRequirement(tier, documents)
  if (missing)
    // details.missing names the document for clients that ask for it by kind
    throw new AppError(400, 'VALIDATION_FAILED', undefined, {
      fields: [
        {
          field: 'body.documents',
          code: 'KYC_DOCUMENT_MISSING',
          params: { tier, document: missing },
        },
      ],
      missing,
    })

  const latest = await latestRequest(ctx, userId)
  if (latest?.status === 'pending') throw new ConflictError('KYC_PENDING')
  if (latest?.status === 'verified' && kycTierCovers(latest.tier, tier)) {
    throw new ConflictError('KYC_ALREADY_VERIFIED', { tier: latest.tier })
  }

  return ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .insert(kycRequests)
      .values({ userId, tier, documents, submittedAt: ctx.clock.now() })
      // the partial unique index turns a concurrent second submission into no row
      .onConflictDoNothing()
      .returning()
    if (!request) throw new ConflictError('KYC_PENDING')
    await attachImages(
      tx,
      userId,
      request.id,
      documents.map((document) => document.imageId),
    )
    await tx
      .update(users)
      .set({ kycStatus: 'pending', updatedAt: ctx.clock.now() })
      .where(eq(users.id, userId))
    return toStatus(request)
  })
}

export async function kycStatus(
  ctx: AppContext,
  userId: string,
): Promise<Omit<KycStatusResponse, 'success'>> {
  const latest = await latestRequest(ctx, userId)
  if (!latest)
    return { status: 'none', tier: null, submittedAt: null, reviewedAt: null, reason: null }
  return toStatus(latest)
}

export async function decideKyc(
  ctx: AppContext,
  reviewerId: string,
  userId: string,
  decision: KycDecision,
) {
  if (decision.decision === 'reject' && !decision.reason?.trim()) {
    throw new ValidationError([{ field: 'body.reason', code: 'KYC_REJECTION_REASON_REQUIRED' }])
  }
  const status = decision.decision === 'approve' ? 'verified' : 'rejected'
  const now = ctx.clock.now()
  const decided = await ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: kycRequests.id })
      .from(kycRequests)
      .where(and(eq(kycRequests.userId, userId), eq(kycRequests.status, 'pending')))
    if (pending) await assertReviewing(tx, now, pending.id, reviewerId)
    const [request] = await tx
      .update(kycRequests)
      .set({ status, reason: decision.reason?.trim() || null, reviewedAt: now, reviewerId })
      .where(and(eq(kycRequests.userId, userId), eq(kycRequests.status, 'pending')))
      .returning()
    if (!request) throw new NotFoundError('KYC_NOT_PENDING')
    await tx.update(users).set({ kycStatus: status, updatedAt: now }).where(eq(users.id, userId))
    await recordAudit(tx, reviewerId, `kyc.${decision.decision}`, userId, {
      tier: request.tier,
      reason: request.reason,
    })
    return toStatus(request)
  })
  ctx.events.publish('kyc.decided', { userId, status })
  return decided
}

export async function pendingKycRequests(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      request: kycRequests,
      handle: users.handle,
      address: users.address,
      email: users.email,
    })
    .from(kycRequests)
    .innerJoin(users, eq(users.id, kycRequests.userId))
    .where(eq(kycRequests.status, 'pending'))
    .orderBy(kycRequests.submittedAt)
    .limit(200)
  return rows.map(({ request, ...user }) => ({
    userId: request.userId,
    ...user,
    tier: request.tier,
    documents: request.documents as KycDocument[],
    submittedAt: request.submittedAt.toISOString(),
  }))
}

async function latestRequest(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select()
    .from(kycRequests)
    .where(eq(kycRequests.userId, userId))
    .orderBy(desc(kycRequests.submittedAt))
    .limit(1)
  return row
}

function toStatus(row: typeof kycRequests.$inferSelect) {
  return {
    status: row.status,
    tier: row.tier,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reason: row.reason,
  }
}
