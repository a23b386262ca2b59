import { adminLoginResponseSchema, errorResponseSchema, loginRequestSchema } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context.ts'
import { requireRole } from '../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  okResponse,
  perMinute,
  publicSecurity,
} from '../../http/routeSchemas.ts'
import { revokeSession } from '../../sessions.ts'
import { logIn } from './emailAccounts.ts'

const errors = errorResponses(400, 401, 403)

/** The admin console's own sign-in: an admin's e-mail and password, and its log-out. */
export function adminAuthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/admin/login',
      {
        schema: {
          tags: ['admin'],
          summary: 'Log in to the admin console with an admin’s e-mail and password',
          operationId: 'adminLogIn',
          security: publicSecurity,
          body: loginRequestSchema,
          response: { 200: adminLoginResponseSchema, ...errors, 429: errorResponseSchema },
        },
        config: perMinute(5),
      },
      async (request) => {
        const session = await logIn(ctx, { ...request.body, clientIp: request.ip }, 'admin')
        return { success: true as const, data: session, message: 'Login successful' }
      },
    )

    app.post(
      '/api/auth/admin/logout',
      {
        schema: {
          tags: ['admin'],
          summary: 'Log out of the admin console',
          operationId: 'adminLogOut',
          security: bearerSecurity,
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        await revokeSession(ctx, requireRole(request, 'admin').sessionId)
        return { success: true as const }
      },
    )
  }
}
