import { lazyWithRetry } from '../lib/lazyWithRetry.tsx'

// Messages (with its crypto) and the notification inbox are chunks of their own
export const MessagesArea = lazyWithRetry<object>(() =>
  import('../features/messages/MessagesArea.tsx').then((m) => ({ default: m.MessagesArea })),
)
export const NotificationsPage = lazyWithRetry<object>(() =>
  import('../features/notifications/NotificationsPage.tsx').then((m) => ({
    default: m.NotificationsPage,
  })),
)
