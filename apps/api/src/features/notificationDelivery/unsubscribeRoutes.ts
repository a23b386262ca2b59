import { BadRequestError } from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { errorResponses, okResponse, publicSecurity } from '../../http/routeSchemas.ts'
import { updateSettings } from '../notifications/settings.ts'
import { readUnsubscribeToken } from './unsubscribeToken.ts'

/** RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form to the link. */
const oneClickBody = z.object({ 'List-Unsubscribe': z.literal('One-Click') }).optional()

export function unsubscribeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    )

    app.post(
      '/api/notifications/unsubscribe',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Stop e-mails of one kind: the one-click link every notification e-mail carries',
          operationId: 'unsubscribeNotificationEmails',
          security: publicSecurity,
          querystring: z.object({ token: z.string().min(1).max(200) }),
          body: oneClickBody,
          response: { 200: okResponse, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        const claim = await readUnsubscribeToken(ctx.jwtKey, request.query.token)
        if (!claim) throw new BadRequestError('UNSUBSCRIBE_LINK_INVALID')
        await updateSettings(ctx, claim.userId, { channels: { [claim.kind]: { email: false } } })
        return { success: true as const }
      },
    )
  }
}
