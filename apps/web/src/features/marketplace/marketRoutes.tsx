import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'

// each screen is its own chunk: nothing of the marketplace enters the first load
export const MarketplacePage = lazyWithRetry<object>(() =>
  import('./MarketplacePage.tsx').then((m) => ({ default: m.MarketplacePage })),
)
export const ListingPage = lazyWithRetry<object>(() =>
  import('./ListingPage.tsx').then((m) => ({ default: m.ListingPage })),
)
export const OrdersPage = lazyWithRetry<object>(() =>
  import('../orders/OrdersPage.tsx').then((m) => ({ default: m.OrdersPage })),
)
export const OrderPage = lazyWithRetry<object>(() =>
  import('../orders/OrderPage.tsx').then((m) => ({ default: m.OrderPage })),
)
export const SellerArea = lazyWithRetry<object>(() =>
  import('../seller/SellerArea.tsx').then((m) => ({ default: m.SellerArea })),
)
export const ListingEditorPage = lazyWithRetry<object>(() =>
  import('../listings/ListingEditorPage.tsx').then((m) => ({ default: m.ListingEditorPage })),
)
export const StorePage = lazyWithRetry<object>(() =>
  import('../seller/StorePage.tsx').then((m) => ({ default: m.StorePage })),
)
