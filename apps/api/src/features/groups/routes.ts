import {
  addMemberSchema,
  conversationSchema,
  createdGroupSchema,
  createGroupSchema,
  dataResponseSchema,
  negotiateLocale,
  renameConversationSchema,
  setMemberRoleSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  idParams,
  okResponse,
  perMinute,
} from '../../http/routeSchemas.ts'
import { appendVary } from '../../http/vary.ts'
import { communityChatFor, followCommunityMembership } from './communityChat.ts'
import { createGroup } from './createGroup.ts'
import { addMember, removeMember, renameGroup, setMemberRole } from './membership.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)
const memberParams = z.object({ id: z.uuid(), userId: z.uuid() })
const tags = ['messages']
const security = bearerSecurity
const conversationResponse = { 200: dataResponseSchema(conversationSchema), ...errors }

/**
 * Group conversations: created by a person, who adds, removes, renames and promotes; and
 * community chats, whose members follow the community's.
 */
export function groupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const unfollow = followCommunityMembership(ctx, app.log)
    app.addHook('onClose', async () => unfollow())

    app.get(
      '/api/communities/:id/chat',
      {
        schema: {
          tags,
          summary:
            'A community’s chat, for its members (a token-gated one checks the wallet still holds the token)',
          operationId: 'getCommunityChat',
          security,
          params: idParams,
          response: conversationResponse,
        },
      },
      async (request) => ({
        success: true as const,
        data: await communityChatFor(ctx, requireViewer(request), request.params.id),
      }),
    )

    app.post(
      '/api/conversations',
      {
        schema: {
          tags,
          summary:
            'Start a group with 2–49 others; those who do not accept your messages are listed in `notAdded`',
          operationId: 'createGroup',
          security,
          body: createGroupSchema,
          response: { 201: dataResponseSchema(createdGroupSchema), ...errors },
        },
        config: perMinute(10),
      },
      async (request, reply) => {
        const locale = negotiateLocale(request.headers['accept-language'])
        const data = await createGroup(ctx, requireViewer(request), request.body, locale)
        // why someone was not added is written in the asker's language
        appendVary(reply, 'Accept-Language')
        return reply.status(201).send({ success: true as const, data })
      },
    )

    app.patch(
      '/api/conversations/:id',
      {
        schema: {
          tags,
          summary: 'Rename a group (its admins)',
          operationId: 'renameGroup',
          security,
          params: idParams,
          body: renameConversationSchema,
          response: conversationResponse,
        },
      },
      async (request) => ({
        success: true as const,
        data: await renameGroup(ctx, requireViewer(request), request.params.id, request.body.title),
      }),
    )

    app.post(
      '/api/conversations/:id/members',
      {
        schema: {
          tags,
          summary:
            'Add someone who accepts your messages to a group (its admins); they read from now on',
          operationId: 'addGroupMember',
          security,
          params: idParams,
          body: addMemberSchema,
          response: conversationResponse,
        },
        config: perMinute(60),
      },
      async (request) => ({
        success: true as const,
        data: await addMember(ctx, requireViewer(request), request.params.id, request.body.member),
      }),
    )

    app.patch(
      '/api/conversations/:id/members/:userId',
      {
        schema: {
          tags,
          summary: 'Make a member an admin or a member again (its admins)',
          operationId: 'setGroupMemberRole',
          security,
          params: memberParams,
          body: setMemberRoleSchema,
          response: conversationResponse,
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

    app.delete(
      '/api/conversations/:id/members/:userId',
      {
        schema: {
          tags,
          summary:
            'Remove a member (its admins) or leave (your own id); what follows is not sealed for them',
          operationId: 'removeGroupMember',
          security,
          params: memberParams,
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        await removeMember(ctx, requireViewer(request), request.params.id, request.params.userId)
        return { success: true as const }
      },
    )
  }
}
