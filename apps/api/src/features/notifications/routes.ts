import {
  dataResponseSchema,
  markNotificationsReadSchema,
  notificationSettingsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  updateNotificationSettingsSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import { bearerSecurity, errorResponses } from '../../http/routeSchemas.ts'
import { withoutHiddenNotifications } from '../blocks/withoutHiddenNotifications.ts'
import { readSettings, updateSettings } from './settings.ts'
import { listNotifications, markNotificationsRead } from './store.ts'

const errors = errorResponses(400, 401, 403)
const tags = ['notifications']
const security = bearerSecurity
const preferencesResponse = dataResponseSchema(notificationSettingsSchema)

export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notifications',
      {
        schema: {
          tags,
          summary: 'Your notifications, newest first, with how many are unread',
          operationId: 'listNotifications',
          security,
          querystring: notificationsQuerySchema,
          response: { 200: notificationsPageSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = requireViewer(request)
        const page = await listNotifications(ctx, userId, request.query)
        return { success: true as const, ...(await withoutHiddenNotifications(ctx, userId, page)) }
      },
    )

    app.post(
      '/api/notifications/read',
      {
        schema: {
          tags,
          summary: 'Mark some of your notifications, or all of them, as read',
          operationId: 'markNotificationsRead',
          security,
          body: markNotificationsReadSchema,
          response: {
            200: dataResponseSchema(z.object({ unreadCount: z.number().int() })),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await markNotificationsRead(ctx, requireViewer(request).userId, request.body),
      }),
    )

    app.get(
      '/api/notifications/preferences',
      {
        schema: {
          tags,
          summary:
            'Which kinds of notification you get, in the app and by push or e-mail, and your quiet hours',
          operationId: 'getNotificationPreferences',
          security,
          response: { 200: preferencesResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await readSettings(ctx, requireViewer(request).userId),
      }),
    )

    app.put(
      '/api/notifications/preferences',
      {
        schema: {
          tags,
          summary: 'Turn kinds of notification on or off per channel, or set quiet hours',
          operationId: 'updateNotificationPreferences',
          security,
          body: updateNotificationSettingsSchema,
          response: { 200: preferencesResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateSettings(ctx, requireViewer(request).userId, request.body),
      }),
    )
  }
}
