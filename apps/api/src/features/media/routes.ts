import {
  dataResponseSchema,
  errorResponseSchema,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  mediaSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, publicSecurity } from '../../http/routeSchemas.ts'
import { readImage, storeImage } from './service.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// raw bytes: OpenAPI 3.1 describes them by their media type, with an empty schema
const imageBytes = z.instanceof(Buffer)

export function mediaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // the image travels as the raw body; its bytes, not this header, decide what it is
    app.addContentTypeParser(
      ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES },
      (_request, body, done) => done(null, body),
    )

    app.post(
      '/api/media',
      {
        schema: {
          tags: ['media'],
          summary: 'Upload an image (PNG, JPEG, WebP or GIF, up to 5 MB) as the request body',
          operationId: 'uploadMedia',
          security: bearerSecurity,
          response: {
            201: dataResponseSchema(mediaSchema),
            400: errorResponseSchema,
            401: errorResponseSchema,
            413: errorResponseSchema,
            415: errorResponseSchema,
          },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const viewer = requireViewer(request)
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        return reply
          .status(201)
          .send({ success: true as const, data: await storeImage(ctx, viewer, body) })
      },
    )

    app.get(
      '/api/media/:id',
      {
        schema: {
          tags: ['media'],
          summary: 'An uploaded image, as its own bytes and content type',
          operationId: 'getMedia',
          security: publicSecurity,
          params: z.object({ id: z.uuid() }),
          response: {
            200: {
              description: 'The image’s bytes, in the type sniffed from them at upload',
              content: Object.fromEntries(
                MEDIA_TYPES.map((type) => [type, { schema: imageBytes }]),
              ),
            },
            ...errorResponses(400, 404, 429),
          },
        },
      },
      async (request, reply) => {
        const image = await readImage(ctx, request.params.id)
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', IMMUTABLE)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(image.bytes)
      },
    )
  }
}
