import {
  communitySchema,
  communitySettingsSchema,
  createCommunitySchema,
  dataResponseSchema,
  memberSchema,
  pageResponseSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses, optionalBearerSecurity } from '../../http/routeSchemas.ts'
import { userWithVisibleActivity } from '../users/service.ts'
import { listMembers, setMemberRole } from './members.ts'
import {
  createCommunity,
  getCommunity,
  joinCommunity,
  leaveCommunity,
  listCommunities,
} from './service.ts'
import { updateSettings } from './settings.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 503)
const idOrSlug = z.object({ id: z.string().min(1).max(100) })
const communityResponse = dataResponseSchema(communitySchema)

export function communityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/communities',
      {
        schema: {
          tags: ['communities'],
          summary: 'Found a community; you become its admin',
          operationId: 'createCommunity',
          security: bearerSecurity,
          body: createCommunitySchema,
          response: { 201: communityResponse, ...errors },
        },
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await createCommunity(ctx, requireViewer(request), request.body),
        }),
    )

    app.get(
      '/api/communities',
      {
        schema: {
          tags: ['communities'],
          summary:
            'Communities, most members first; `member=true` lists the viewer’s own, `person=` someone’s',
          operationId: 'listCommunities',
          security: optionalBearerSecurity,
          querystring: z.object({
            q: z.string().max(100).optional(),
            cursor: z.string().max(500).optional(),
            member: z
              .enum(['true', 'false'])
              .transform((v) => v === 'true')
              .optional(),
            /** a person's communities (@handle, address or id), when their activity is visible */
            person: z.string().min(1).max(64).optional(),
            limit: z.coerce.number().int().min(1).max(50).optional(),
          }),
          response: { 200: pageResponseSchema(communitySchema), ...errors },
        },
      },
      async (request) => {
        if (request.query.member) requireViewer(request)
        const { person: user, ...query } = request.query
        const memberId = user
          ? (await userWithVisibleActivity(ctx, user, request.viewer)).id
          : undefined
        return {
          success: true as const,
          ...(await listCommunities(ctx, request.viewer?.userId ?? null, { ...query, memberId })),
        }
      },
    )

    app.get(
      '/api/communities/:id',
      {
        schema: {
          tags: ['communities'],
          summary: 'A community by id or slug, with the viewer’s membership',
          operationId: 'getCommunity',
          security: optionalBearerSecurity,
          params: idOrSlug,
          response: { 200: communityResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getCommunity(ctx, request.viewer?.userId ?? null, request.params.id),
      }),
    )

    // PATCH and PUT are one partial update: what the body leaves out keeps its value (#29's
    // contract turns a community's chat on with `PUT …/settings {chat: true}`)
    for (const [method, operationId] of [
      ['PATCH', 'updateCommunitySettings'],
      ['PUT', 'putCommunitySettings'],
    ] as const) {
      app.route({
        method,
        url: '/api/communities/:id/settings',
        schema: {
          tags: ['communities'],
          summary:
            'Who opens proposals, how listing approvals are voted, the token needed to join and the community chat (community admins; fields left out keep their values)',
          operationId,
          security: bearerSecurity,
          params: idOrSlug,
          body: communitySettingsSchema,
          response: { 200: communityResponse, ...errors },
        },
        handler: async (request) => ({
          success: true as const,
          data: await updateSettings(ctx, requireViewer(request), request.params.id, request.body),
        }),
      })
    }

    app.post(
      '/api/communities/:id/join',
      {
        schema: {
          tags: ['communities'],
          summary: 'Join a community (a token-gated one checks your wallet holds the token)',
          operationId: 'joinCommunity',
          security: bearerSecurity,
          params: idOrSlug,
          response: { 200: communityResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await joinCommunity(ctx, requireViewer(request), request.params.id),
      }),
    )

    app.post(
      '/api/communities/:id/leave',
      {
        schema: {
          tags: ['communities'],
          summary: 'Leave a community',
          operationId: 'leaveCommunity',
          security: bearerSecurity,
          params: idOrSlug,
          response: { 200: communityResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await leaveCommunity(ctx, requireViewer(request), request.params.id),
      }),
    )

    app.get(
      '/api/communities/:id/members',
      {
        schema: {
          tags: ['communities'],
          summary: 'A community’s members, in the order they joined',
          operationId: 'listMembers',
          security: optionalBearerSecurity,
          params: idOrSlug,
          querystring: z.object({ cursor: z.string().max(500).optional() }),
          response: { 200: pageResponseSchema(memberSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listMembers(ctx, request.params.id, request.query.cursor, request.viewer)),
      }),
    )

    app.patch(
      '/api/communities/:id/members/:userId',
      {
        schema: {
          tags: ['communities'],
          summary: 'Promote a member to moderator or back (community admins)',
          operationId: 'setMemberRole',
          security: bearerSecurity,
          params: z.object({ id: z.string().min(1).max(100), userId: z.uuid() }),
          body: z.object({ role: z.enum(['member', 'moderator']) }),
          response: {
            200: dataResponseSchema(
              z.object({ userId: z.string(), role: z.enum(['member', 'moderator']) }),
            ),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await setMemberRole(
          ctx,
          requireViewer(request),
          request.params.id,
          request.params.userId,
          request.body.role,
        ),
      }),
    )
  }
}
