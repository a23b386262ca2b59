import {
  BOOKMARK_KINDS,
  bookmarkSchema,
  bookmarkStateSchema,
  dataResponseSchema,
  pageResponseSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, perMinute } from '../../http/routeSchemas.ts'
import { listBookmarks } from './listBookmarks.ts'
import { setBookmark } from './service.ts'

const errors = errorResponses(400, 401, 403, 404)
const targetParams = z.object({ kind: z.enum(BOOKMARK_KINDS), id: z.uuid() })

export function bookmarkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [method, bookmarked] of [
      ['put', true],
      ['delete', false],
    ] as const) {
      app[method](
        '/api/bookmarks/:kind/:id',
        {
          schema: {
            tags: ['bookmarks'],
            summary: bookmarked
              ? 'Bookmark a post, listing or proposal (a listing’s bookmark is its favourite)'
              : 'Remove a post, listing or proposal from your bookmarks',
            operationId: bookmarked ? 'addBookmark' : 'removeBookmark',
            security: bearerSecurity,
            params: targetParams,
            response: { 200: dataResponseSchema(bookmarkStateSchema), ...errors },
          },
          config: perMinute(120),
        },
        async (request) => ({
          success: true as const,
          data: await setBookmark(
            ctx,
            requireViewer(request),
            request.params.kind,
            request.params.id,
            bookmarked,
          ),
        }),
      )
    }

    app.get(
      '/api/bookmarks',
      {
        schema: {
          tags: ['bookmarks'],
          summary: 'Your bookmarks, newest first: of one kind, or all of them',
          operationId: 'listBookmarks',
          security: bearerSecurity,
          querystring: z.object({
            kind: z.enum(BOOKMARK_KINDS).optional(),
            cursor: z.string().max(500).optional(),
          }),
          response: { 200: pageResponseSchema(bookmarkSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listBookmarks(
          ctx,
          requireViewer(request),
          request.query.kind,
          request.query.cursor,
        )),
      }),
    )
  }
}
