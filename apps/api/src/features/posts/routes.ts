import {
  createPostSchema,
  dataResponseSchema,
  errorResponseSchema,
  postSchema,
  updatePostSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
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
        data: await getPost(ctx, request.params.id, request.viewer),
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
  }
}
