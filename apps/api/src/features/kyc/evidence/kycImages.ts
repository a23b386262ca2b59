import {
  BadRequestError,
  KYC_IMAGE_MAX_BYTES,
  KYC_IMAGE_RETENTION_DAYS,
  KYC_IMAGE_TYPES,
  KYC_UNUSED_IMAGE_HOURS,
  KYC_UNUSED_IMAGES_MAX,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
} from '@agora/domain'
import { and, count, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm'
import type { AppContext } from '../../../context.ts'
import type { Db } from '../../../db/client.ts'
import { kycImages, kycRequests } from '../../../db/schema/kyc.ts'
import { sniffImageType } from '../../media/sniffImageType.ts'
import { kycImageKey, openImage, sealImage } from './sealedImages.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** Checks a document picture by its bytes and keeps it sealed until the request names it. */
export async function storeKycImage(ctx: AppContext, ownerId: string, bytes: Buffer) {
  if (bytes.length === 0) throw new BadRequestError('KYC_IMAGE_EMPTY')
  if (bytes.length > KYC_IMAGE_MAX_BYTES)
    throw new PayloadTooLargeError('KYC_IMAGE_TOO_LARGE', {
      megabytes: KYC_IMAGE_MAX_BYTES / 1024 / 1024,
    })
  const contentType = sniffImageType(bytes)
  if (!contentType || !(KYC_IMAGE_TYPES as readonly string[]).includes(contentType))
    throw new UnsupportedMediaTypeError('KYC_IMAGE_TYPE_UNSUPPORTED')
  // pictures are large: a person cannot pile up uploads no request will name
  const [unused] = await ctx.db
    .select({ count: count() })
    .from(kycImages)
    .where(and(eq(kycImages.ownerId, ownerId), isNull(kycImages.requestId)))
  if ((unused?.count ?? 0) >= KYC_UNUSED_IMAGES_MAX)
    throw new TooManyRequestsError('KYC_IMAGE_LIMIT')
  const id = crypto.randomUUID()
  const sealed = sealImage(await kycImageKey(ctx.config), id, bytes)
  await ctx.db.insert(kycImages).values({
    id,
    ownerId,
    contentType,
    size: bytes.length,
    sealed,
    createdAt: ctx.clock.now(),
  })
  return id
}

/** Ties each document's picture to the new request: each the person's own, unused, once. */
export async function attachImages(tx: Tx, ownerId: string, requestId: string, ids: string[]) {
  const unique = new Set(ids)
  const attached =
    unique.size === ids.length
      ? await tx
          .update(kycImages)
          .set({ requestId })
          .where(
            and(
              inArray(kycImages.id, [...unique]),
              eq(kycImages.ownerId, ownerId),
              isNull(kycImages.requestId),
            ),
          )
          .returning({ id: kycImages.id })
      : []
  if (attached.length !== ids.length) throw new BadRequestError('KYC_IMAGE_INVALID')
}

/** A picture of a request, opened; 404 once it has been deleted. */
export async function readKycImage(ctx: AppContext, imageId: string) {
  const [row] = await ctx.db.select().from(kycImages).where(eq(kycImages.id, imageId))
  if (!row?.requestId) throw new NotFoundError('KYC_IMAGE_NOT_FOUND')
  return {
    requestId: row.requestId,
    contentType: row.contentType,
    bytes: openImage(await kycImageKey(ctx.config), row.id, row.sealed),
  }
}

/**
 * Deletes the pictures of requests decided more than the retention ago, and uploads no
 * request named within a day. Runs as a background job.
 */
export async function deleteExpiredKycImages(ctx: AppContext) {
  const now = ctx.clock.now().getTime()
  const decidedBefore = new Date(now - KYC_IMAGE_RETENTION_DAYS * DAY)
  const decidedRequests = ctx.db
    .select({ id: kycRequests.id })
    .from(kycRequests)
    .where(and(ne(kycRequests.status, 'pending'), lt(kycRequests.reviewedAt, decidedBefore)))
  const deleted = await ctx.db
    .delete(kycImages)
    .where(
      or(
        inArray(kycImages.requestId, decidedRequests),
        and(
          isNull(kycImages.requestId),
          lt(kycImages.createdAt, new Date(now - KYC_UNUSED_IMAGE_HOURS * HOUR)),
        ),
      ),
    )
    .returning({ id: kycImages.id })
  return deleted.length
}

/** How many pictures a request still has (tests and the review read it). */
export async function imageIdsOf(ctx: AppContext, requestId: string) {
  const rows = await ctx.db
    .select({ id: kycImages.id })
    .from(kycImages)
    .where(eq(kycImages.requestId, requestId))
  return new Set(rows.map((row) => row.id))
}
