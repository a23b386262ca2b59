import { matchPath } from 'react-router'
import type { MessageKey } from '../i18n/messageKey.ts'

type Page = {
  pattern: string
  title: MessageKey
  /** the social column (trending posts, popular communities) beside it: only next to social pages */
  socialColumn?: true
}

// most specific first; pages that know a name (a listing, a community) may set their own title
const PAGES: Page[] = [
  { pattern: '/', title: 'app.page.home', socialColumn: true },
  { pattern: '/dao/:communityId', title: 'app.page.community', socialColumn: true },
  { pattern: '/market', title: 'app.page.marketplace' },
  { pattern: '/market/:listingId', title: 'app.page.listing' },
  { pattern: '/orders', title: 'app.page.orders' },
  { pattern: '/orders/:orderId', title: 'app.page.order' },
  { pattern: '/sell/listings/new', title: 'app.page.newListing' },
  { pattern: '/sell/listings/:listingId/edit', title: 'app.page.editListing' },
  { pattern: '/sell', title: 'app.page.selling' },
  { pattern: '/sell/:section', title: 'app.page.selling' },
  { pattern: '/store/:address', title: 'app.page.store' },
  { pattern: '/messages', title: 'app.page.messages' },
  { pattern: '/messages/:conversationId', title: 'app.page.messages' },
  { pattern: '/notifications', title: 'app.page.notifications' },
  { pattern: '/wallet', title: 'app.page.wallet' },
  { pattern: '/proposals/:proposalId', title: 'app.page.proposal', socialColumn: true },
  { pattern: '/account', title: 'app.page.account' },
  { pattern: '/account/preferences', title: 'app.page.preferences' },
  { pattern: '/account/verification', title: 'app.page.verification' },
  { pattern: '/login', title: 'app.page.login' },
  { pattern: '/register', title: 'app.page.register' },
  { pattern: '/forgot-password', title: 'app.page.forgotPassword' },
  { pattern: '/reset-password', title: 'app.page.resetPassword' },
  { pattern: '/admin/login', title: 'app.page.adminLogin' },
  { pattern: '/admin', title: 'app.page.admin' },
  { pattern: '/admin/:section', title: 'app.page.admin' },
]

/** The app's page at `pathname` (its title key and layout), or undefined for an unknown path. */
export function pageAt(pathname: string): Page | undefined {
  return PAGES.find(({ pattern }) => matchPath(pattern, pathname))
}

/**
 * The feed (with its tag pages and profiles), a community and a proposal show the social
 * column; the market, orders, selling, account and sign-in pages use its width instead.
 */
export function showsSocialColumn(pathname: string): boolean {
  return pageAt(pathname)?.socialColumn === true
}
