import { matchPath } from 'react-router'
import { t } from '../i18n/i18n.ts'
import type { MessageKey } from '../i18n/messageKey.ts'

const APP_NAME = 'Agora'

// most specific first; pages that know a name (a listing, a community) may set their own
const TITLES: [pattern: string, title: MessageKey][] = [
  ['/', 'app.page.home'],
  ['/dao/:communityId', 'app.page.community'],
  ['/market', 'app.page.marketplace'],
  ['/market/:listingId', 'app.page.listing'],
  ['/orders', 'app.page.orders'],
  ['/orders/:orderId', 'app.page.order'],
  ['/sell/listings/new', 'app.page.newListing'],
  ['/sell/listings/:listingId/edit', 'app.page.editListing'],
  ['/sell', 'app.page.selling'],
  ['/sell/:section', 'app.page.selling'],
  ['/store/:address', 'app.page.store'],
  ['/messages', 'app.page.messages'],
  ['/messages/:conversationId', 'app.page.messages'],
  ['/notifications', 'app.page.notifications'],
  ['/wallet', 'app.page.wallet'],
  ['/proposals/:proposalId', 'app.page.proposal'],
  ['/account', 'app.page.account'],
  ['/account/preferences', 'app.page.preferences'],
  ['/account/verification', 'app.page.verification'],
  ['/login', 'app.page.login'],
  ['/register', 'app.page.register'],
  ['/forgot-password', 'app.page.forgotPassword'],
  ['/reset-password', 'app.page.resetPassword'],
  ['/admin/login', 'app.page.adminLogin'],
  ['/admin', 'app.page.admin'],
  ['/admin/:section', 'app.page.admin'],
]

/**
 * "Marketplace · Agora": every page names itself in the tab and in history (issue 18), in
 * the active language.
 */
export function documentTitle(pathname: string) {
  const match = TITLES.find(([pattern]) => matchPath(pattern, pathname))
  return match ? t('app.pageTitle', { page: t(match[1]) }) : APP_NAME
}
