import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_OVERHEAD_BYTES,
  attachmentSchema,
  dataResponseSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, idParams, perMinute } from '../../http/routeSchemas.ts'
import { downloadAttachment, uploadAttachment } from './attachments.ts'

const OCTETS = 'application/octet-stream'
// raw bytes: OpenAPI 3.1 describes them by their media type, with an empty schema
const encryptedBytes = z.instanceof(Buffer)

/** Encrypted files for messages: opaque to the server, which never holds their keys. */
export function attachmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      OCTETS,
      { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES + ATTACHMENT_OVERHEAD_BYTES },
      (_request, body, done) => done(null, body),
    )

    app.post(
      '/api/messages/attachments',
      {
        schema: {
          tags: ['messages'],
          summary:
            'Upload a file encrypted in the browser (application/octet-stream, up to 10 MB), to reference in a message',
          operationId: 'uploadMessageAttachment',
          security: bearerSecurity,
          response: {
            201: dataResponseSchema(attachmentSchema),
            ...errorResponses(400, 401, 413, 415, 429),
          },
        },
        config: perMinute(30),
      },
      async (request, reply) => {
        const viewer = requireViewer(request)
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        return reply
          .status(201)
          .send({ success: true as const, data: await uploadAttachment(ctx, viewer, body) })
      },
    )

    app.get(
      '/api/messages/attachments/:id',
      {
        schema: {
          tags: ['messages'],
          summary:
            'An encrypted file, for the members of the conversation whose message references it',
          operationId: 'getMessageAttachment',
          security: bearerSecurity,
          params: idParams,
          response: {
            200: {
              description: 'The encrypted bytes, as uploaded',
              content: { [OCTETS]: { schema: encryptedBytes } },
            },
            ...errorResponses(400, 401, 404, 429),
          },
        },
      },
      async (request, reply) => {
        const bytes = await downloadAttachment(ctx, requireViewer(request), request.params.id)
        return reply
          .header('content-type', OCTETS)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(bytes)
      },
    )
  }
}
