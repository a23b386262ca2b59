import { dataResponseSchema, publicUserSchema, updateProfileSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, optionalBearerSecurity } from '../../http/routeSchemas.ts'
import { follow, getPublicUser, unfollow, updateProfile } from './service.ts'

const errors = errorResponses(400, 401, 403, 404)
const updateErrors = errorResponses(400, 401, 403, 404, 409)
const params = z.object({ address: z.string().min(1).max(64) })
const publicUserResponse = dataResponseSchema(publicUserSchema)

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/:address',
      {
        schema: {
          tags: ['users'],
          summary:
            'A person’s profile, by wallet address or user id, as far as their privacy settings show it to the viewer',
          operationId: 'getUser',
          security: optionalBearerSecurity,
          params,
          response: { 200: publicUserResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getPublicUser(ctx, request.params.address, request.viewer),
      }),
    )

    app.put(
      '/api/users/:address',
      {
        schema: {
          tags: ['users'],
          summary: 'Change your own profile: handle, display name, bio, avatar and ENS name',
          operationId: 'updateProfile',
          security: bearerSecurity,
          params,
          body: updateProfileSchema,
          response: { 200: publicUserResponse, ...updateErrors },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request) => ({
        success: true as const,
        data: await updateProfile(
          ctx,
          requireViewer(request),
          request.params.address,
          request.body,
        ),
      }),
    )

    app.post(
      '/api/users/:address/follow',
      {
        schema: {
          tags: ['users'],
          summary: 'Follow a person',
          operationId: 'followUser',
          security: bearerSecurity,
          params,
          response: { 200: publicUserResponse, ...errors },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => ({
        success: true as const,
        data: await follow(ctx, requireViewer(request), request.params.address),
      }),
    )

    app.delete(
      '/api/users/:address/follow',
      {
        schema: {
          tags: ['users'],
          summary: 'Stop following a person',
          operationId: 'unfollowUser',
          security: bearerSecurity,
          params,
          response: { 200: publicUserResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await unfollow(ctx, requireViewer(request), request.params.address),
      }),
    )
  }
}
