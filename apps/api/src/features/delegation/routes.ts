import {
  dataResponseSchema,
  delegateSchema,
  delegateStatementResponseSchema,
  delegateStatementSchema,
  delegationSchema,
  setDelegationSchema,
  userDelegateStatementSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Hex } from 'viem'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  optionalBearerSecurity,
  perMinute,
} from '../../http/routeSchemas.ts'
import { listDelegates, setDelegateStatement } from './delegates.ts'
import { getDelegation, revokeDelegation, setDelegation } from './delegations.ts'
import { userDelegateStatements } from './userDelegateStatements.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 503)
const communityParams = z.object({ id: z.string().min(1).max(100) })

export function delegationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/communities/:id/delegation',
      {
        schema: {
          tags: ['governance'],
          summary: 'Whom the viewer delegates their voting power to in this community',
          operationId: 'getDelegation',
          security: bearerSecurity,
          params: communityParams,
          response: { 200: dataResponseSchema(delegationSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getDelegation(ctx, requireViewer(request), request.params.id),
      }),
    )

    app.put(
      '/api/communities/:id/delegation',
      {
        schema: {
          tags: ['governance'],
          summary:
            'Delegate the viewer’s voting power with a signed EIP-712 `Delegation`; delegate 0x0…0 revokes',
          operationId: 'setDelegation',
          security: bearerSecurity,
          params: communityParams,
          body: setDelegationSchema,
          response: { 200: dataResponseSchema(delegationSchema), ...errors },
        },
        config: perMinute(20),
      },
      async (request) => ({
        success: true as const,
        data: await setDelegation(
          ctx,
          requireViewer(request),
          request.params.id,
          { message: request.body.message, signature: request.body.signature as Hex },
          { ip: request.ip },
        ),
      }),
    )

    app.delete(
      '/api/communities/:id/delegation',
      {
        schema: {
          tags: ['governance'],
          summary: 'Take back the viewer’s voting power in this community',
          operationId: 'revokeDelegation',
          security: bearerSecurity,
          params: communityParams,
          response: { 200: dataResponseSchema(delegationSchema), ...errors },
        },
        config: perMinute(20),
      },
      async (request) => ({
        success: true as const,
        data: await revokeDelegation(ctx, requireViewer(request), request.params.id),
      }),
    )

    app.get(
      '/api/communities/:id/delegates',
      {
        schema: {
          tags: ['governance'],
          summary: 'A community’s delegates with their statements, by power',
          operationId: 'listDelegates',
          security: optionalBearerSecurity,
          params: communityParams,
          response: { 200: dataResponseSchema(z.array(delegateSchema)), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listDelegates(ctx, request.params.id, request.viewer),
      }),
    )

    app.put(
      '/api/communities/:id/delegates/me',
      {
        schema: {
          tags: ['governance'],
          summary: 'Write the viewer’s delegate statement in this community (Markdown)',
          operationId: 'setDelegateStatement',
          security: bearerSecurity,
          params: communityParams,
          body: delegateStatementSchema,
          response: { 200: dataResponseSchema(delegateStatementResponseSchema), ...errors },
        },
        config: perMinute(20),
      },
      async (request) => ({
        success: true as const,
        data: await setDelegateStatement(
          ctx,
          requireViewer(request),
          request.params.id,
          request.body.statement,
        ),
      }),
    )

    app.get(
      '/api/users/:address/delegate-statements',
      {
        schema: {
          tags: ['governance'],
          summary:
            'A person’s delegate statements, one per community they belong to (by address, @handle or id)',
          operationId: 'listUserDelegateStatements',
          security: optionalBearerSecurity,
          params: z.object({ address: z.string().min(1).max(64) }),
          response: {
            200: dataResponseSchema(z.array(userDelegateStatementSchema)),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await userDelegateStatements(ctx, request.params.address, request.viewer),
      }),
    )
  }
}
