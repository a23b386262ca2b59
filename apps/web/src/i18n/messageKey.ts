// English is the source: a key exists when English has it (one line per catalogue file)

import type accountMessages from './locales/en/account.json'
import type adminMessages from './locales/en/admin.json'
import type appMessages from './locales/en/app.json'
import type authMessages from './locales/en/auth.json'
import type blocksMessages from './locales/en/blocks.json'
import type bookmarksMessages from './locales/en/bookmarks.json'
import type commentsMessages from './locales/en/comments.json'
import type commonMessages from './locales/en/common.json'
import type communitiesMessages from './locales/en/communities.json'
import type composerMessages from './locales/en/composer.json'
import type emailVerificationMessages from './locales/en/emailVerification.json'
import type feedMessages from './locales/en/feed.json'
import type groupsMessages from './locales/en/groups.json'
import type kycMessages from './locales/en/kyc.json'
import type linkPreviewsMessages from './locales/en/linkPreviews.json'
import type linkSafetyMessages from './locales/en/linkSafety.json'
import type listingsMessages from './locales/en/listings.json'
import type liveMessages from './locales/en/live.json'
import type marketplaceMessages from './locales/en/marketplace.json'
import type mediaMessages from './locales/en/media.json'
import type messagesMessages from './locales/en/messages.json'
import type moderationMessages from './locales/en/moderation.json'
import type monitoringMessages from './locales/en/monitoring.json'
import type mutedWordsMessages from './locales/en/mutedWords.json'
import type notificationsMessages from './locales/en/notifications.json'
import type offersMessages from './locales/en/offers.json'
import type offlineMessages from './locales/en/offline.json'
import type ordersMessages from './locales/en/orders.json'
import type pollsMessages from './locales/en/polls.json'
import type postsMessages from './locales/en/posts.json'
import type pricesMessages from './locales/en/prices.json'
import type proposalsMessages from './locales/en/proposals.json'
import type reputationMessages from './locales/en/reputation.json'
import type revisionsMessages from './locales/en/revisions.json'
import type savedSearchesMessages from './locales/en/savedSearches.json'
import type sellersMessages from './locales/en/sellers.json'
import type statusMessages from './locales/en/status.json'
import type uiMessages from './locales/en/ui.json'
import type usersMessages from './locales/en/users.json'
import type walletMessages from './locales/en/wallet.json'

type KeysOf<Namespace extends string, Messages> = `${Namespace}.${Extract<keyof Messages, string>}`

/** Every message the web app can show: `namespace.key`, the namespace being the file. */
export type MessageKey =
  | KeysOf<'app', typeof appMessages>
  | KeysOf<'ui', typeof uiMessages>
  | KeysOf<'common', typeof commonMessages>
  | KeysOf<'account', typeof accountMessages>
  | KeysOf<'admin', typeof adminMessages>
  | KeysOf<'auth', typeof authMessages>
  | KeysOf<'blocks', typeof blocksMessages>
  | KeysOf<'bookmarks', typeof bookmarksMessages>
  | KeysOf<'comments', typeof commentsMessages>
  | KeysOf<'communities', typeof communitiesMessages>
  | KeysOf<'composer', typeof composerMessages>
  | KeysOf<'emailVerification', typeof emailVerificationMessages>
  | KeysOf<'feed', typeof feedMessages>
  | KeysOf<'groups', typeof groupsMessages>
  | KeysOf<'kyc', typeof kycMessages>
  | KeysOf<'linkPreviews', typeof linkPreviewsMessages>
  | KeysOf<'linkSafety', typeof linkSafetyMessages>
  | KeysOf<'listings', typeof listingsMessages>
  | KeysOf<'live', typeof liveMessages>
  | KeysOf<'marketplace', typeof marketplaceMessages>
  | KeysOf<'media', typeof mediaMessages>
  | KeysOf<'messages', typeof messagesMessages>
  | KeysOf<'moderation', typeof moderationMessages>
  | KeysOf<'monitoring', typeof monitoringMessages>
  | KeysOf<'mutedWords', typeof mutedWordsMessages>
  | KeysOf<'notifications', typeof notificationsMessages>
  | KeysOf<'offers', typeof offersMessages>
  | KeysOf<'offline', typeof offlineMessages>
  | KeysOf<'orders', typeof ordersMessages>
  | KeysOf<'polls', typeof pollsMessages>
  | KeysOf<'posts', typeof postsMessages>
  | KeysOf<'prices', typeof pricesMessages>
  | KeysOf<'proposals', typeof proposalsMessages>
  | KeysOf<'reputation', typeof reputationMessages>
  | KeysOf<'revisions', typeof revisionsMessages>
  | KeysOf<'savedSearches', typeof savedSearchesMessages>
  | KeysOf<'sellers', typeof sellersMessages>
  | KeysOf<'status', typeof statusMessages>
  | KeysOf<'users', typeof usersMessages>
  | KeysOf<'wallet', typeof walletMessages>
