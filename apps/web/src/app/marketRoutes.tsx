import { lazyWithRetry } from '../lib/lazyWithRetry.tsx'

// each screen is its own chunk: nothing of the marketplace enters the first load
export const MarketplacePage = lazyWithRetry<object>(() =>
  import('../features/marketplace/MarketplacePage.tsx').then((m) => ({
    default: m.MarketplacePage,
  })),
)
export const ListingPage = lazyWithRetry<object>(() =>
  import('./ListingRoute.tsx').then((m) => ({ default: m.ListingRoute })),
)
export const OrdersPage = lazyWithRetry<object>(() =>
  import('../features/orders/OrdersPage.tsx').then((m) => ({ default: m.OrdersPage })),
)
export const OrderPage = lazyWithRetry<object>(() =>
  import('../features/orders/OrderPage.tsx').then((m) => ({ default: m.OrderPage })),
)
export const SellerArea = lazyWithRetry<object>(() =>
  import('../features/sellers/SellerArea.tsx').then((m) => ({ default: m.SellerArea })),
)
export const ListingEditorPage = lazyWithRetry<object>(() =>
  import('../features/marketplace/listingEditor/ListingEditorPage.tsx').then((m) => ({
    default: m.ListingEditorPage,
  })),
)
export const StorePage = lazyWithRetry<object>(() =>
  import('../features/sellers/StorePage.tsx').then((m) => ({ default: m.StorePage })),
)
export const WalletPage = lazyWithRetry<object>(() =>
  import('../features/wallet/page/WalletPage.tsx').then((m) => ({ default: m.WalletPage })),
)
export const OffersPage = lazyWithRetry<object>(() =>
  import('../features/offers/OffersPage.tsx').then((m) => ({ default: m.OffersPage })),
)
