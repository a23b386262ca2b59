import { matchPath } from 'react-router'
import type { MessageKey } from '../i18n/messageKey.ts'

/** Whether the social column (trending posts, popular communities) stands beside the page. */
const SOCIAL = true

// most specific first; pages that know a name (a listing, a community) may set their own title
const PAGES: [pattern: string, title: MessageKey, socialColumn?: boolean][] = [
  ['/', 'app.page.home', SOCIAL],
  ['/dao/:communityId', 'app.page.community', SOCIAL],
  ['/market', 'app.page.marketplace'],
  ['/market/:listingId', 'app.page.listing'],
  ['/orders', 'app.page.orders'],
  ['/orders/:orderId', 'app.page.order'],
  ['/offers', 'app.page.offers'],
  ['/sell/listings/new', 'app.page.newListing'],
  ['/sell/listings/:listingId/edit', 'app.page.editListing'],
  ['/sell', 'app.page.selling'],
  ['/sell/:section', 'app.page.selling'],
  ['/store/:address', 'app.page.store'],
  ['/messages', 'app.page.messages'],
  ['/messages/:conversationId', 'app.page.messages'],
  ['/notifications', 'app.page.notifications'],
  ['/bookmarks', 'app.page.bookmarks'],
  ['/search', 'app.page.search'],
  ['/wallet', 'app.page.wallet'],
  ['/leaving', 'app.page.leaving'],
  ['/proposals/:proposalId', 'app.page.proposal', SOCIAL],
  ['/users/:handle', 'app.page.person', SOCIAL],
  ['/account', 'app.page.account'],
  ['/account/preferences', 'app.page.preferences'],
  ['/account/verification', 'app.page.verification'],
  ['/login', 'app.page.login'],
  ['/register', 'app.page.register'],
  ['/forgot-password', 'app.page.forgotPassword'],
  ['/reset-password', 'app.page.resetPassword'],
  ['/verify-email', 'emailVerification.page.title'],
  ['/admin/login', 'app.page.adminLogin'],
  ['/admin', 'app.page.admin'],
  ['/admin/:section', 'app.page.admin'],
]

/** The title key of the app's page at `pathname`, or undefined for an unknown path. */
export function pageTitleAt(pathname: string): MessageKey | undefined {
  return pageAt(pathname)?.[1]
}

function pageAt(pathname: string) {
  return PAGES.find(([pattern]) => matchPath(pattern, pathname))
}

/**
 * The feed (with its tag pages and profiles), a community and a proposal show the social
 * column; the market, orders, selling, account and sign-in pages use its width instead.
 */
export function showsSocialColumn(pathname: string): boolean {
  return pageAt(pathname)?.[2] === SOCIAL
}
