import {
  dataResponseSchema,
  listingSchema,
  notificationSchema,
  orderSchema,
  sellerProfileSchema,
  updateSellerProfileSchema,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { requireViewer } from '../../http/guards.ts'
import {
  bearerSecurity,
  errorResponses,
  optionalBearerSecurity,
  publicSecurity,
} from '../../http/routeSchemas.ts'
import { listOrders } from '../marketplace/orders.ts'
import { markSellerNotificationsRead, sellerNotificationList } from './sellerNotifications.ts'
import {
  ownSeller,
  sellerAnalytics,
  sellerDashboard,
  sellerListings,
  sellerProfile,
  updateSellerProfile,
} from './service.ts'

const errors = errorResponses(400, 401, 403, 404)
const params = z.object({ address: z.string().min(1).max(64) })

const dashboardSchema = z.object({
  ordersByStatus: z.record(z.string(), z.number().int()),
  revenue: z.record(z.string(), z.string()),
  unreadNotifications: z.number().int(),
  profile: sellerProfileSchema,
})
const analyticsDaySchema = z.object({
  day: z.string(),
  views: z.number().int(),
  favorites: z.number().int(),
  sales: z.number().int(),
  /** Per currency, as a decimal string; a currency that earned nothing that day is absent. */
  revenue: z.record(z.string(), z.string()),
})

export function sellerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/sellers/:address/profile',
      {
        schema: {
          tags: ['sellers'],
          summary: 'A seller’s public profile: name, bio, rating and sales',
          operationId: 'getSellerProfile',
          security: publicSecurity,
          params,
          response: { 200: dataResponseSchema(sellerProfileSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerProfile(ctx, request.params.address),
      }),
    )

    app.get(
      '/api/sellers/:address/store',
      {
        schema: {
          tags: ['sellers'],
          summary: 'The public store: profile and active listings',
          operationId: 'getStore',
          security: optionalBearerSecurity,
          params,
          response: {
            200: dataResponseSchema(
              z.object({ profile: sellerProfileSchema, listings: z.array(listingSchema) }),
            ),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          profile: await sellerProfile(ctx, request.params.address),
          listings: await sellerListings(
            ctx,
            request.params.address,
            request.viewer?.userId ?? null,
          ),
        },
      }),
    )

    app.get(
      '/api/sellers/:address/listings',
      {
        schema: {
          tags: ['sellers'],
          summary:
            'A seller’s listings, newest first: the active ones, or all of them to the seller',
          operationId: 'listSellerListings',
          security: optionalBearerSecurity,
          params,
          response: { 200: dataResponseSchema(z.array(listingSchema)), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerListings(ctx, request.params.address, request.viewer?.userId ?? null),
      }),
    )

    app.get(
      '/api/sellers/:address/dashboard',
      {
        schema: {
          tags: ['sellers'],
          summary: 'Your seller dashboard: orders by status, revenue, unread notifications',
          operationId: 'getSellerDashboard',
          security: bearerSecurity,
          params,
          response: { 200: dataResponseSchema(dashboardSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerDashboard(ctx, requireViewer(request), request.params.address),
      }),
    )

    app.get(
      '/api/sellers/:address/orders',
      {
        schema: {
          tags: ['sellers'],
          summary: 'The orders of your store',
          operationId: 'listSellerOrders',
          security: bearerSecurity,
          params,
          response: { 200: dataResponseSchema(z.array(orderSchema)), ...errors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request)
        await ownSeller(ctx, viewer, request.params.address)
        return { success: true as const, data: await listOrders(ctx, viewer, 'seller') }
      },
    )

    app.get(
      '/api/sellers/:address/notifications',
      {
        schema: {
          tags: ['sellers'],
          summary: 'Your store’s latest 100 notifications, newest first',
          operationId: 'listSellerNotifications',
          security: bearerSecurity,
          params,
          response: { 200: dataResponseSchema(z.array(notificationSchema)), ...errors },
        },
      },
      async (request) => {
        const seller = await ownSeller(ctx, requireViewer(request), request.params.address)
        return { success: true as const, data: await sellerNotificationList(ctx, seller.id) }
      },
    )

    app.post(
      '/api/sellers/:address/notifications/read',
      {
        schema: {
          tags: ['sellers'],
          summary: 'Mark some of your store’s notifications, or all of them, as read',
          operationId: 'markSellerNotificationsRead',
          security: bearerSecurity,
          params,
          body: z.object({ ids: z.union([z.array(z.uuid()).max(100), z.literal('all')]) }),
          response: { 200: dataResponseSchema(z.array(notificationSchema)), ...errors },
        },
      },
      async (request) => {
        const seller = await ownSeller(ctx, requireViewer(request), request.params.address)
        return {
          success: true as const,
          data: await markSellerNotificationsRead(ctx, seller.id, request.body.ids),
        }
      },
    )

    app.get(
      '/api/sellers/:address/analytics',
      {
        schema: {
          tags: ['sellers'],
          summary: 'Views, favourites, sales and revenue per day, last 30 days',
          operationId: 'getSellerAnalytics',
          security: bearerSecurity,
          params,
          response: { 200: dataResponseSchema(z.array(analyticsDaySchema)), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerAnalytics(ctx, requireViewer(request), request.params.address),
      }),
    )

    app.put(
      '/api/sellers/me/profile',
      {
        schema: {
          tags: ['sellers'],
          summary: 'Change your seller profile: display name, bio and avatar',
          operationId: 'updateSellerProfile',
          security: bearerSecurity,
          body: updateSellerProfileSchema,
          response: { 200: dataResponseSchema(sellerProfileSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateSellerProfile(ctx, requireViewer(request), request.body),
      }),
    )
  }
}
