import { dataResponseSchema, mutedWordsSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, perMinute } from '../../http/routeSchemas.ts'
import { readMutedWords, replaceMutedWords } from './service.ts'

export function mutedWordRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me/muted-words',
      {
        schema: {
          tags: ['users'],
          summary: 'Your muted words: posts containing one are left out of your feeds',
          operationId: 'getMutedWords',
          security: bearerSecurity,
          response: { 200: dataResponseSchema(mutedWordsSchema), ...errorResponses(401) },
        },
      },
      async (request) => ({
        success: true as const,
        data: { words: await readMutedWords(ctx, requireViewer(request).userId) },
      }),
    )

    app.put(
      '/api/me/muted-words',
      {
        schema: {
          tags: ['users'],
          summary: 'Replace your muted words (at most 100, each at most 100 characters)',
          operationId: 'replaceMutedWords',
          security: bearerSecurity,
          body: mutedWordsSchema,
          response: { 200: dataResponseSchema(mutedWordsSchema), ...errorResponses(400, 401) },
        },
        config: perMinute(30),
      },
      async (request) => ({
        success: true as const,
        data: {
          words: await replaceMutedWords(ctx, requireViewer(request).userId, request.body.words),
        },
      }),
    )
  }
}
