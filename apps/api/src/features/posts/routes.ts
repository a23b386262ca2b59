import {
  commentSchema,
  createCommentSchema,
  createPostSchema,
  dataResponseSchema,
  errorResponseSchema,
  pageResponseSchema,
  postSchema,
  REACTION_TYPES,
  reactionRequestSchema,
  updateCommentSchema,
  updatePostSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { createComment, deleteComment, listComments, updateComment } from '../comments/service.ts'
import { addReaction, removeReaction } from '../reactions/service.ts'
import { createPost, deletePost, getPost, setPinned, updatePost } from './service.ts'

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
}
const security = [{ bearer: [] }]
const postParams = z.object({ id: z.uuid() })
const ok = z.object({ success: z.literal(true) })

export function postRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/posts',
      {
        schema: {
          tags: ['posts'],
          security,
          body: createPostSchema,
          response: { 201: dataResponseSchema(postSchema), ...errors },
        },
        config: perMinute(30),
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await createPost(ctx, requireViewer(request), request.body),
        }),
    )

    app.get(
      '/api/posts/:id',
      {
        schema: {
          tags: ['posts'],
          params: postParams,
          response: { 200: dataResponseSchema(postSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getPost(ctx, request.params.id, request.viewer?.userId ?? null),
      }),
    )

    app.patch(
      '/api/posts/:id',
      {
        schema: {
          tags: ['posts'],
          security,
          params: postParams,
          body: updatePostSchema,
          response: { 200: dataResponseSchema(postSchema), ...errors },
        },
        config: perMinute(30),
      },
      async (request) => ({
        success: true as const,
        data: await updatePost(
          ctx,
          requireViewer(request),
          request.params.id,
          request.body.content,
        ),
      }),
    )

    app.delete(
      '/api/posts/:id',
      {
        schema: { tags: ['posts'], security, params: postParams, response: { 200: ok, ...errors } },
      },
      async (request) => {
        await deletePost(ctx, requireViewer(request), request.params.id)
        return { success: true as const }
      },
    )

    for (const [path, pinned] of [
      ['/api/posts/:id/pin', true],
      ['/api/posts/:id/unpin', false],
    ] as const) {
      app.post(
        path,
        {
          schema: {
            tags: ['posts', 'communities'],
            summary: `${pinned ? 'Pin' : 'Unpin'} a post in its community (community moderators)`,
            security,
            params: postParams,
            response: { 200: dataResponseSchema(postSchema), ...errors },
          },
        },
        async (request) => ({
          success: true as const,
          data: await setPinned(ctx, requireViewer(request), request.params.id, pinned),
        }),
      )
    }

    app.post(
      '/api/posts/:id/comments',
      {
        schema: {
          tags: ['comments'],
          security,
          params: postParams,
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
          params: postParams,
          querystring: z.object({ cursor: z.string().max(500).optional() }),
          response: { 200: pageResponseSchema(commentSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listComments(ctx, request.params.id, request.query.cursor)),
      }),
    )

    app.patch(
      '/api/comments/:id',
      {
        schema: {
          tags: ['comments'],
          security,
          params: postParams,
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
          security,
          params: postParams,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await deleteComment(ctx, requireViewer(request), request.params.id)
        return { success: true as const }
      },
    )

    app.post(
      '/api/posts/:id/reactions',
      {
        schema: {
          tags: ['reactions'],
          security,
          params: postParams,
          body: reactionRequestSchema,
          response: { 200: dataResponseSchema(postSchema), ...errors },
        },
        config: perMinute(120),
      },
      async (request) => ({
        success: true as const,
        data: await addReaction(ctx, requireViewer(request), request.params.id, request.body.type),
      }),
    )

    app.delete(
      '/api/posts/:id/reactions/:type',
      {
        schema: {
          tags: ['reactions'],
          security,
          params: z.object({ id: z.uuid(), type: z.enum(REACTION_TYPES) }),
          response: { 200: dataResponseSchema(postSchema), ...errors },
        },
        config: perMinute(120),
      },
      async (request) => ({
        success: true as const,
        data: await removeReaction(
          ctx,
          requireViewer(request),
          request.params.id,
          request.params.type,
        ),
      }),
    )
  }
}
