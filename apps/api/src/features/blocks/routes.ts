import {
  blockResultSchema,
  dataResponseSchema,
  hiddenUserSchema,
  hiddenUsersQuerySchema,
  muteResultSchema,
  pageResponseSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, perMinute } from '../../http/routeSchemas.ts'
import { blockUser, unblockUser } from './blocks.ts'
import { listBlocked, listMuted } from './hiddenUserLists.ts'
import { muteUser, unmuteUser } from './mutes.ts'

const errors = errorResponses(400, 401, 404, 429)
const userParams = z.object({ address: z.string().min(1).max(64) })
const tags = ['users']
const security = bearerSecurity

export function blockRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [method, blocking] of [
      ['post', true],
      ['delete', false],
    ] as const) {
      app[method](
        '/api/users/:address/block',
        {
          schema: {
            tags,
            summary: blocking
              ? 'Block a person: follows end both ways, neither sees nor may respond to the other'
              : 'Unblock a person',
            operationId: blocking ? 'blockUser' : 'unblockUser',
            security,
            params: userParams,
            response: { 200: dataResponseSchema(blockResultSchema), ...errors },
          },
          config: perMinute(30),
        },
        async (request) => {
          const viewer = requireViewer(request)
          const { address } = request.params
          return {
            success: true as const,
            data: blocking
              ? await blockUser(ctx, viewer, address)
              : await unblockUser(ctx, viewer, address),
          }
        },
      )
      app[method](
        '/api/users/:address/mute',
        {
          schema: {
            tags,
            summary: blocking
              ? 'Mute a person: their posts, comments and notifications leave your views (they are not told)'
              : 'Unmute a person',
            operationId: blocking ? 'muteUser' : 'unmuteUser',
            security,
            params: userParams,
            response: { 200: dataResponseSchema(muteResultSchema), ...errors },
          },
          config: perMinute(30),
        },
        async (request) => {
          const viewer = requireViewer(request)
          const { address } = request.params
          return {
            success: true as const,
            data: blocking
              ? await muteUser(ctx, viewer, address)
              : await unmuteUser(ctx, viewer, address),
          }
        },
      )
    }

    app.get(
      '/api/me/blocks',
      {
        schema: {
          tags,
          summary: 'The people you blocked, the latest first',
          operationId: 'listBlockedUsers',
          security,
          querystring: hiddenUsersQuerySchema,
          response: { 200: pageResponseSchema(hiddenUserSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listBlocked(ctx, requireViewer(request), request.query.cursor)),
      }),
    )

    app.get(
      '/api/me/mutes',
      {
        schema: {
          tags,
          summary: 'The people you muted, the latest first',
          operationId: 'listMutedUsers',
          security,
          querystring: hiddenUsersQuerySchema,
          response: { 200: pageResponseSchema(hiddenUserSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listMuted(ctx, requireViewer(request), request.query.cursor)),
      }),
    )
  }
}
