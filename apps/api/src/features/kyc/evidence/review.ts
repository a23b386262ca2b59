import {
  ConflictError,
  KYC_REVIEW_HOLD_MINUTES,
  type KycDocument,
  type KycReview,
  NotFoundError,
} from '@agora/domain'
import { and, eq, gte, lt, or } from 'drizzle-orm'
import { recordAudit } from '../../../audit/recordAudit.ts'
import type { AppContext } from '../../../context.ts'
import type { Db } from '../../../db/client.ts'
import { kycRequests, kycReviews } from '../../../db/schema/kyc.ts'
import { signImageLink } from './imageLinks.ts'
import { imageIdsOf } from './kycImages.ts'

type Executor = Pick<Db, 'select'>
const MINUTE = 60 * 1000

const heldByAnother = () => new ConflictError('KYC_REVIEW_HELD')

/**
 * An admin opens a person's pending verification: the case is theirs for a while (no other
 * admin sees its pictures or decides it), and they get short-lived links to its pictures.
 */
export async function openKycReview(
  ctx: AppContext,
  reviewerId: string,
  userId: string,
): Promise<Omit<KycReview, 'success'>> {
  const [request] = await ctx.db
    .select()
    .from(kycRequests)
    .where(and(eq(kycRequests.userId, userId), eq(kycRequests.status, 'pending')))
  if (!request) throw new NotFoundError('KYC_NOT_PENDING')
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .insert(kycReviews)
      .values({ requestId: request.id, reviewerId, openedAt: now })
      .onConflictDoUpdate({
        target: kycReviews.requestId,
        set: { reviewerId, openedAt: now },
        setWhere: or(
          eq(kycReviews.reviewerId, reviewerId),
          lt(kycReviews.openedAt, new Date(now.getTime() - KYC_REVIEW_HOLD_MINUTES * MINUTE)),
        ),
      })
      .returning({ requestId: kycReviews.requestId })
    if (!held) throw heldByAnother()
    await recordAudit(tx, reviewerId, 'kyc.open', userId, { tier: request.tier })
  })

  const kept = await imageIdsOf(ctx, request.id)
  let linksExpireAt = now
  const documents = await Promise.all(
    (request.documents as KycDocument[]).map(async (document) => {
      if (!document.imageId || !kept.has(document.imageId)) return { ...document, imageUrl: null }
      const link = await signImageLink(ctx, document.imageId, reviewerId)
      linksExpireAt = link.expiresAt
      return { ...document, imageUrl: link.url }
    }),
  )
  return { documents, linksExpireAt: linksExpireAt.toISOString() }
}

/**
 * A decision is made by the admin who opened the case and so saw its pictures, while it is
 * theirs: "Verified" then means someone looked.
 */
export async function assertReviewing(
  db: Executor,
  now: Date,
  requestId: string,
  reviewerId: string,
) {
  const [holder] = await db
    .select({ reviewerId: kycReviews.reviewerId })
    .from(kycReviews)
    .where(
      and(
        eq(kycReviews.requestId, requestId),
        gte(kycReviews.openedAt, new Date(now.getTime() - KYC_REVIEW_HOLD_MINUTES * MINUTE)),
      ),
    )
  if (holder?.reviewerId === reviewerId) return
  if (holder) throw heldByAnother()
  throw new ConflictError('KYC_REVIEW_NOT_OPEN')
}

/** Whether `reviewerId` holds the case a picture belongs to (links are minted only for them). */
export async function holdsReviewOf(ctx: AppContext, requestId: string, reviewerId: string) {
  const [row] = await ctx.db
    .select({ reviewerId: kycReviews.reviewerId })
    .from(kycReviews)
    .where(eq(kycReviews.requestId, requestId))
  return row?.reviewerId === reviewerId
}
