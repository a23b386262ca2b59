import {
  commentSchema,
  commentWithPostSchema,
  createCommentSchema,
  dataResponseSchema,
  pageResponseSchema,
  updateCommentSchema,
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
  optionalBearerSecurity,
  perMinute,
} from '../../http/routeSchemas.ts'
import { withoutHiddenUsers } from '../blocks/hideFromViewer.ts'
import { createComment, deleteComment, listComments, updateComment } from './service.ts'
import { listUserComments } from './userComments.ts'

const errors = errorResponses(400, 401, 403, 404)

export function commentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/posts/:id/comments',
      {
        schema: {
          tags: ['comments'],
          summary: 'Comment on a post',
          operationId: 'createComment',
          security: bearerSecurity,
          params: idParams,
          body: createCommentSchema,
          response: { 201: dataResponseSchema(commentSchema), ...errors },
        },
        config: perMinute(60),
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await createComment(ctx, requireViewer(request), request.params.id, request.body),
        }),
    )

    app.get(
      '/api/posts/:id/comments',
      {
        schema: {
          tags: ['comments'],
          summary: 'A post’s comments, oldest first',
          operationId: 'listComments',
          security: optionalBearerSecurity,
          params: idParams,
          querystring: z.object({ cursor: z.string().max(500).optional() }),
          response: { 200: pageResponseSchema(commentSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await withoutHiddenUsers(
          ctx,
          request.viewer,
          await listComments(ctx, request.params.id, request.query.cursor, request.viewer),
        )),
      }),
    )

    app.get(
      '/api/comments',
      {
        schema: {
          tags: ['comments'],
          summary: 'A person’s comments, newest first, each with the post it answers',
          operationId: 'listUserComments',
          security: optionalBearerSecurity,
          querystring: z.object({
            author: z.string().min(1).max(64).describe('Their @handle, wallet address or id'),
            cursor: z.string().max(500).optional(),
          }),
          response: { 200: pageResponseSchema(commentWithPostSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listUserComments(
          ctx,
          request.query.author,
          request.query.cursor,
          request.viewer,
        )),
      }),
    )

    app.patch(
      '/api/comments/:id',
      {
        schema: {
          tags: ['comments'],
          summary: 'Edit your own comment',
          operationId: 'updateComment',
          security: bearerSecurity,
          params: idParams,
          body: updateCommentSchema,
          response: { 200: dataResponseSchema(commentSchema), ...errors },
        },
        config: perMinute(30),
      },
      async (request) => ({
        success: true as const,
        data: await updateComment(
          ctx,
          requireViewer(request),
          request.params.id,
          request.body.content,
        ),
      }),
    )

    app.delete(
      '/api/comments/:id',
      {
        schema: {
          tags: ['comments'],
          summary: 'Delete a comment and its replies: your own, or as a moderator',
          operationId: 'deleteComment',
          security: bearerSecurity,
          params: idParams,
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        await deleteComment(ctx, requireViewer(request), request.params.id)
        return { success: true as const }
      },
    )
  }
}
