import {
  conversationSchema,
  conversationsQuerySchema,
  dataResponseSchema,
  messageSchema,
  messagesQuerySchema,
  messagingKeySchema,
  ownMessagingKeySchema,
  pageResponseSchema,
  putMessagingKeySchema,
  reportConversationSchema,
  sendMessageSchema,
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
import { blockPerson, unblockPerson } from './blocks.ts'
import {
  acceptConversation,
  getConversation,
  listConversations,
  listMessages,
  markConversationRead,
  reportConversation,
} from './conversations.ts'
import { ownMessagingKey, publicMessagingKey, putMessagingKey } from './keys.ts'
import { sendMessage } from './send.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)
const personParams = z.object({ address: z.string().min(1).max(64) })
const blockResponse = dataResponseSchema(z.object({ blocked: z.boolean() }))
// an envelope is at most 16 KB; the rest of the body is ids
const SEND_BODY_LIMIT = 24 * 1024
const tags = ['messages']
const security = bearerSecurity

export function messageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/messages/keys',
      {
        schema: {
          tags,
          security,
          body: putMessagingKeySchema,
          response: { 200: dataResponseSchema(ownMessagingKeySchema), ...errors },
        },
        config: perMinute(10),
      },
      async (request) => ({
        success: true as const,
        data: await putMessagingKey(ctx, requireViewer(request), request.body),
      }),
    )

    app.get(
      '/api/messages/keys',
      {
        schema: {
          tags,
          security,
          response: { 200: dataResponseSchema(ownMessagingKeySchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await ownMessagingKey(ctx, requireViewer(request)),
      }),
    )

    app.get(
      '/api/users/:address/messaging-key',
      {
        schema: {
          tags,
          params: personParams,
          response: { 200: dataResponseSchema(messagingKeySchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await publicMessagingKey(ctx, request.params.address),
      }),
    )

    app.post(
      '/api/messages',
      {
        schema: {
          tags,
          security,
          body: sendMessageSchema,
          response: { 201: dataResponseSchema(messageSchema), ...errors },
        },
        bodyLimit: SEND_BODY_LIMIT,
        config: perMinute(60),
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await sendMessage(ctx, requireViewer(request), request.body),
        }),
    )

    app.get(
      '/api/messages',
      {
        schema: {
          tags,
          security,
          querystring: messagesQuerySchema,
          response: { 200: pageResponseSchema(messageSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listMessages(ctx, requireViewer(request), request.query)),
      }),
    )

    app.get(
      '/api/conversations',
      {
        schema: {
          tags,
          security,
          querystring: conversationsQuerySchema,
          response: { 200: pageResponseSchema(conversationSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listConversations(ctx, requireViewer(request), request.query)),
      }),
    )

    app.get(
      '/api/conversations/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: dataResponseSchema(conversationSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getConversation(ctx, requireViewer(request), request.params.id),
      }),
    )

    const conversationAction = (
      path: string,
      act: (viewer: ReturnType<typeof requireViewer>, id: string) => Promise<void>,
    ) =>
      app.post(
        `/api/conversations/:id/${path}`,
        { schema: { tags, security, params: idParams, response: { 200: okResponse, ...errors } } },
        async (request) => {
          await act(requireViewer(request), request.params.id)
          return { success: true as const }
        },
      )
    conversationAction('read', (viewer, id) => markConversationRead(ctx, viewer, id))
    conversationAction('accept', (viewer, id) => acceptConversation(ctx, viewer, id))

    app.post(
      '/api/conversations/:id/report',
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: reportConversationSchema,
          response: { 200: okResponse, ...errors },
        },
        config: perMinute(10),
      },
      async (request) => {
        await reportConversation(ctx, requireViewer(request), request.params.id, request.body)
        return { success: true as const }
      },
    )

    app.post(
      '/api/users/:address/block',
      {
        schema: {
          tags,
          security,
          params: personParams,
          response: { 200: blockResponse, ...errors },
        },
        config: perMinute(30),
      },
      async (request) => ({
        success: true as const,
        data: await blockPerson(ctx, requireViewer(request), request.params.address),
      }),
    )

    app.delete(
      '/api/users/:address/block',
      {
        schema: {
          tags,
          security,
          params: personParams,
          response: { 200: blockResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await unblockPerson(ctx, requireViewer(request), request.params.address),
      }),
    )
  }
}
