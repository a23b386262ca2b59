import {
  emailChangeRequestSchema,
  emailVerifyRequestSchema,
  emailVerifyResponseSchema,
  errorResponseSchema,
  userResponseSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  okResponse,
  optionalBearerSecurity,
  perMinute,
} from '../../http/routeSchemas.ts'
import { changeEmail, resendVerification, verifyEmail } from './emailVerification.ts'

export function emailVerificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/auth/email',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Set or change the account’s e-mail address (with the password, if the account has one); it stays unverified until the link e-mailed to it is opened',
          operationId: 'changeEmail',
          security: bearerSecurity,
          body: emailChangeRequestSchema,
          response: {
            200: userResponseSchema,
            ...errorResponses(400, 401, 403, 409, 429, 503),
          },
        },
        // links and password guesses have limits of their own (the service's)
        config: perMinute(10),
      },
      async (request) => ({
        success: true as const,
        user: await changeEmail(ctx, requireViewer(request).userId, request.body, {
          clientIp: request.ip,
          log: request.log,
        }),
      }),
    )

    app.post(
      '/api/auth/email/verification',
      {
        schema: {
          tags: ['auth'],
          summary:
            'E-mail a new verification link to the account’s unverified address (one a minute, five a day)',
          operationId: 'resendEmailVerification',
          security: bearerSecurity,
          response: { 202: okResponse, ...errorResponses(400, 401, 403, 409, 429, 503) },
        },
        // the real limits (one a minute, five a day) are the service's
        config: perMinute(10),
      },
      async (request, reply) => {
        await resendVerification(ctx, requireViewer(request).userId, request.log)
        return reply.status(202).send({ success: true as const })
      },
    )

    app.post(
      '/api/auth/email/verify',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Confirm an e-mail address with the link sent to it; answers the account when its owner is signed in',
          operationId: 'verifyEmail',
          security: optionalBearerSecurity,
          body: emailVerifyRequestSchema,
          response: {
            200: emailVerifyResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
          },
        },
        config: perMinute(20),
      },
      async (request) => {
        const viewerId = request.headers.authorization ? requireViewer(request).userId : null
        return {
          success: true as const,
          user: await verifyEmail(ctx, request.body.token, viewerId),
        }
      },
    )
  }
}
