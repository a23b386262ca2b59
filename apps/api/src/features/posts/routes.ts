import {
  createPostSchema,
  dataResponseSchema,
  pageResponseSchema,
  postSchema,
  revisionSchema,
  updatePostSchema,
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
  publicSecurity,
} from '../../http/routeSchemas.ts'
import { refuseBlockedAuthor } from '../blocks/refuseIfBlocked.ts'
import { listPostRevisions } from './revisions.ts'
import { createPost, deletePost, getPost, setPinned, updatePost } from './service.ts'

const errors = errorResponses(400, 401, 403, 404)

export function postRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/posts',
      {
        schema: {
          tags: ['posts'],
          summary: 'Publish a post, on your own or in a community',
          operationId: 'createPost',
          security: bearerSecurity,
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
          summary: 'A post, with the viewer’s own reactions',
          operationId: 'getPost',
          security: optionalBearerSecurity,
          params: idParams,
          response: { 200: dataResponseSchema(postSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await refuseBlockedAuthor(
          ctx,
          request.viewer,
          await getPost(ctx, request.params.id, request.viewer),
        ),
      }),
    )

    app.patch(
      '/api/posts/:id',
      {
        schema: {
          tags: ['posts'],
          summary: 'Edit your own post',
          operationId: 'updatePost',
          security: bearerSecurity,
          params: idParams,
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

    app.get(
      '/api/posts/:id/revisions',
      {
        schema: {
          tags: ['posts'],
          summary: 'A post’s earlier texts, newest first (its edit history)',
          operationId: 'listPostRevisions',
          security: publicSecurity,
          params: idParams,
          querystring: z.object({ cursor: z.string().max(500).optional() }),
          response: { 200: pageResponseSchema(revisionSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listPostRevisions(ctx, request.params.id, request.query.cursor)),
      }),
    )

    app.delete(
      '/api/posts/:id',
      {
        schema: {
          tags: ['posts'],
          summary: 'Delete a post: your own, or as a moderator',
          operationId: 'deletePost',
          security: bearerSecurity,
          params: idParams,
          response: { 200: okResponse, ...errors },
        },
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
            operationId: pinned ? 'pinPost' : 'unpinPost',
            security: bearerSecurity,
            params: idParams,
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
