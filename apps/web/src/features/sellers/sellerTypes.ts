import type { Listing, notificationSchema, SellerProfile } from '@agora/domain'
import type { z } from 'zod'

export type SellerNotification = z.infer<typeof notificationSchema>

export type SellerDashboard = {
  ordersByStatus: Record<string, number>
  /** decimal strings per currency */
  revenue: Record<string, string>
  unreadNotifications: number
  profile: SellerProfile
}

export type SellerStore = { profile: SellerProfile; listings: Listing[] }

export type AnalyticsDay = {
  day: string
  views: number
  favorites: number
  sales: number
  /** decimal strings per currency */
  revenue: Record<string, string>
}
