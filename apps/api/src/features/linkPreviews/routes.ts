import { MEDIA_TYPES, NotFoundError } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { errorResponses, publicSecurity } from '../../http/routeSchemas.ts'
import { readPreviewImage } from './store.ts'

// a stored image never changes: a new read of its page stores a new one under a new id
const IMMUTABLE = 'public, max-age=31536000, immutable'

export function linkPreviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/link-previews/images/:id',
      {
        schema: {
          tags: ['posts'],
          summary: 'A link preview’s image, as copied by the server from the linked page',
          operationId: 'getLinkPreviewImage',
          security: publicSecurity,
          params: z.object({ id: z.uuid() }),
          response: {
            200: {
              description: 'The image’s bytes, in the type sniffed from them when it was read',
              content: Object.fromEntries(
                MEDIA_TYPES.map((type) => [type, { schema: z.instanceof(Buffer) }]),
              ),
            },
            ...errorResponses(400, 404, 429),
          },
        },
      },
      async (request, reply) => {
        const image = await readPreviewImage(ctx, request.params.id)
        if (!image) throw new NotFoundError('MEDIA_NOT_FOUND')
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
