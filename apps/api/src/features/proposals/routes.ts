import {
  castVoteSchema,
  createProposalSchema,
  dataResponseSchema,
  pageResponseSchema,
  proposalSchema,
  proposalsQuerySchema,
  proposalVoteSchema,
  votesQuerySchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Hex } from 'viem'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  idParams,
  optionalBearerSecurity,
  perMinute,
} from '../../http/routeSchemas.ts'
import { createProposal, getProposal, listProposals } from './service.ts'
import { castVote, listVotes } from './votes.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 503)
const communityParams = z.object({ id: z.string().min(1).max(100) })

export function proposalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/communities/:id/proposals',
      {
        schema: {
          tags: ['governance'],
          summary:
            'Open a proposal (community admins, or members when the community allows it), or ask for a listing’s approval (its seller)',
          operationId: 'createProposal',
          security: bearerSecurity,
          params: communityParams,
          body: createProposalSchema,
          response: { 201: dataResponseSchema(proposalSchema), ...errors },
        },
        config: perMinute(10),
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await createProposal(ctx, requireViewer(request), request.params.id, request.body),
        }),
    )

    app.get(
      '/api/communities/:id/proposals',
      {
        schema: {
          tags: ['governance'],
          summary: 'A community’s proposals, newest first; `state` keeps those in one state now',
          operationId: 'listProposals',
          security: optionalBearerSecurity,
          params: communityParams,
          querystring: proposalsQuerySchema,
          response: { 200: pageResponseSchema(proposalSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listProposals(ctx, request.params.id, request.query, request.viewer)),
      }),
    )

    app.get(
      '/api/proposals/:id',
      {
        schema: {
          tags: ['governance'],
          summary: 'A proposal with its results so far and the viewer’s own vote',
          operationId: 'getProposal',
          security: optionalBearerSecurity,
          params: idParams,
          response: { 200: dataResponseSchema(proposalSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getProposal(ctx, request.params.id, request.viewer),
      }),
    )

    app.post(
      '/api/proposals/:id/votes',
      {
        schema: {
          tags: ['governance'],
          summary:
            'Cast or replace a vote: the EIP-712 `Vote` and its signature; power is read by the server',
          operationId: 'castVote',
          security: optionalBearerSecurity,
          params: idParams,
          body: castVoteSchema,
          response: { 201: dataResponseSchema(proposalVoteSchema), ...errors },
        },
        config: perMinute(30),
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await castVote(
            ctx,
            request.params.id,
            { vote: request.body.vote, signature: request.body.signature as Hex },
            { ip: request.ip },
            request.viewer,
          ),
        }),
    )

    app.get(
      '/api/proposals/:id/votes',
      {
        schema: {
          tags: ['governance'],
          summary: 'Every vote with its signature, latest first, so anyone can re-verify it',
          operationId: 'listVotes',
          security: optionalBearerSecurity,
          params: idParams,
          querystring: votesQuerySchema,
          response: { 200: pageResponseSchema(proposalVoteSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listVotes(ctx, request.params.id, request.query, request.viewer)),
      }),
    )
  }
}
