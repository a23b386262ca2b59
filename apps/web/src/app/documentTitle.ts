import { matchPath } from 'react-router'

const APP_NAME = 'Agora'

// most specific first; pages that know a name (a listing, a community) may set their own
const TITLES: [pattern: string, title: string][] = [
  ['/', 'Home'],
  ['/dao/:communityId', 'Community'],
  ['/market', 'Marketplace'],
  ['/market/:listingId', 'Listing'],
  ['/orders', 'My orders'],
  ['/orders/:orderId', 'Order'],
  ['/sell/listings/new', 'New listing'],
  ['/sell/listings/:listingId/edit', 'Edit listing'],
  ['/sell', 'Selling'],
  ['/sell/:section', 'Selling'],
  ['/store/:address', 'Store'],
  ['/messages', 'Messages'],
  ['/messages/:conversationId', 'Messages'],
  ['/notifications', 'Notifications'],
  ['/wallet', 'Wallet'],
  ['/proposals/:proposalId', 'Proposal'],
  ['/account', 'Account'],
  ['/account/preferences', 'Preferences'],
  ['/account/verification', 'Identity verification'],
  ['/login', 'Log in'],
  ['/register', 'Create account'],
  ['/forgot-password', 'Reset password'],
  ['/reset-password', 'Choose a new password'],
  ['/admin/login', 'Admin log in'],
  ['/admin', 'Admin'],
  ['/admin/:section', 'Admin'],
]

/** "Marketplace · Agora": every page names itself in the tab and in history (issue 18). */
export function documentTitle(pathname: string) {
  const match = TITLES.find(([pattern]) => matchPath(pattern, pathname))
  return match ? `${match[1]} · ${APP_NAME}` : APP_NAME
}
