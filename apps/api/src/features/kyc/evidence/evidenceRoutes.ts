import {
  ForbiddenError,
  KYC_IMAGE_MAX_BYTES,
  KYC_IMAGE_TYPES,
  kycImageUploadResponseSchema,
  kycReviewSchema,
  kycRevocationSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../../context.ts'
import { requireRole, requireViewer } from '../../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  okResponse,
  perMinute,
} from '../../../http/routeSchemas.ts'
import { revokeKyc } from '../revocation.ts'
import { checkImageLink } from './imageLinks.ts'
import { readKycImage, storeKycImage } from './kycImages.ts'
import { holdsReviewOf, openKycReview } from './review.ts'

// raw bytes: OpenAPI 3.1 describes them by their media type, with an empty schema
const imageBytes = z.instanceof(Buffer)
const userParams = z.object({ userId: z.uuid() })

/** Document pictures: the person uploads them, the admin reviewing the case reads them. */
export function kycEvidenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // the picture travels as the raw body; its bytes, not this header, decide what it is
    app.addContentTypeParser(
      [...KYC_IMAGE_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: KYC_IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    )

    app.post(
      '/api/auth/kyc/documents',
      {
        schema: {
          tags: ['kyc'],
          summary: 'Upload a document’s picture (JPEG, PNG or WebP, up to 10 MB) as the body',
          operationId: 'uploadKycDocumentImage',
          security: bearerSecurity,
          response: {
            201: kycImageUploadResponseSchema,
            ...errorResponses(400, 401, 403, 413, 415, 429),
          },
        },
        config: perMinute(20),
      },
      async (request, reply) => {
        const viewer = requireViewer(request)
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const id = await storeKycImage(ctx, viewer.userId, body)
        return reply.status(201).send({ success: true as const, id })
      },
    )

    app.post(
      '/api/admin/kyc/:userId/review',
      {
        schema: {
          tags: ['admin', 'kyc'],
          summary:
            'Open a pending verification for review: its documents with short-lived picture links',
          operationId: 'openKycReview',
          security: bearerSecurity,
          params: userParams,
          response: { 200: kycReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const admin = requireRole(request, 'admin')
        return {
          success: true as const,
          ...(await openKycReview(ctx, admin.userId, request.params.userId)),
        }
      },
    )

    app.get(
      '/api/kyc/images/:id',
      {
        schema: {
          tags: ['admin', 'kyc'],
          summary: 'A document’s picture, through the reviewing admin’s signed link',
          operationId: 'getKycDocumentImage',
          security: bearerSecurity,
          params: z.object({ id: z.uuid() }),
          querystring: z.object({
            expires: z.coerce.number().int().positive(),
            sig: z.string().min(1).max(100),
          }),
          response: {
            200: {
              description: 'The picture’s bytes, in the type sniffed from them at upload',
              content: Object.fromEntries(
                KYC_IMAGE_TYPES.map((type) => [type, { schema: imageBytes }]),
              ),
            },
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const admin = requireRole(request, 'admin')
        const { id } = request.params
        await checkImageLink(ctx, { imageId: id, ...request.query }, admin.userId)
        const image = await readKycImage(ctx, id)
        if (!(await holdsReviewOf(ctx, image.requestId, admin.userId)))
          throw new ForbiddenError('KYC_REVIEW_HELD')
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(image.bytes)
      },
    )

    app.post(
      '/api/admin/kyc/:userId/revoke',
      {
        schema: {
          tags: ['admin', 'kyc'],
          summary:
            'Withdraw a person’s verification, with a reason; their attestations turn revoked',
          operationId: 'revokeKyc',
          security: bearerSecurity,
          params: userParams,
          body: kycRevocationSchema,
          response: { 200: okResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const admin = requireRole(request, 'admin')
        await revokeKyc(ctx, admin.userId, request.params.userId, request.body)
        return { success: true as const }
      },
    )
  }
}
