import {
  conversationSchema,
  conversationsQuerySchema,
  dataResponseSchema,
  ENVELOPE_MAX_CHARS,
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
  publicSecurity,
} from '../../http/routeSchemas.ts'
import { attachmentRoutes } from './attachmentRoutes.ts'
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
const userParams = z.object({ address: z.string().min(1).max(64) })
// an envelope is at most ENVELOPE_MAX_CHARS; the rest of the body is ids
const SEND_BODY_LIMIT = ENVELOPE_MAX_CHARS + 8 * 1024
const tags = ['messages']
const security = bearerSecurity

export function messageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // its own plugin: the raw-bytes parser stays with the attachment routes
    await app.register(attachmentRoutes(ctx))

    app.put(
      '/api/messages/keys',
      {
        schema: {
          tags,
          summary:
            'Publish or replace your messaging key (its private half wrapped, unreadable to the server)',
          operationId: 'putMessagingKey',
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
          summary: 'Your messaging key with its wrapped private half, for a new browser to unwrap',
          operationId: 'getOwnMessagingKey',
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
          summary:
            'A person’s public messaging key and the address messages to them are sealed for',
          operationId: 'getMessagingKey',
          security: publicSecurity,
          params: userParams,
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
          summary: 'Send a sealed message, starting the conversation if needed',
          operationId: 'sendMessage',
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
          summary: 'A conversation’s messages, newest first (its participants only)',
          operationId: 'listMessages',
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
          summary:
            'Your conversations, latest activity first; `status` keeps the active ones or the requests',
          operationId: 'listConversations',
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
          summary: 'One of your conversations',
          operationId: 'getConversation',
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
      { summary, operationId }: { summary: string; operationId: string },
      act: (viewer: ReturnType<typeof requireViewer>, id: string) => Promise<void>,
    ) =>
      app.post(
        `/api/conversations/:id/${path}`,
        {
          schema: {
            tags,
            summary,
            operationId,
            security,
            params: idParams,
            response: { 200: okResponse, ...errors },
          },
        },
        async (request) => {
          await act(requireViewer(request), request.params.id)
          return { success: true as const }
        },
      )
    conversationAction(
      'read',
      { summary: 'Mark a conversation read up to now', operationId: 'markConversationRead' },
      (viewer, id) => markConversationRead(ctx, viewer, id),
    )
    conversationAction(
      'accept',
      {
        summary: 'Accept a message request: its sender may then write freely',
        operationId: 'acceptConversation',
      },
      (viewer, id) => acceptConversation(ctx, viewer, id),
    )

    app.post(
      '/api/conversations/:id/report',
      {
        schema: {
          tags,
          summary: 'Report a conversation to the moderators',
          operationId: 'reportConversation',
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
  }
}
