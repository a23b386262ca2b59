import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from './context.ts'
import { adminRoutes } from './features/admin/routes.ts'
import { adminAuthRoutes } from './features/auth/adminRoutes.ts'
import { authRoutes } from './features/auth/routes.ts'
import { blockRoutes } from './features/blocks/routes.ts'
import { bookmarkRoutes } from './features/bookmarks/routes.ts'
import { chainRoutes } from './features/chains/routes.ts'
import { commentRevisionRoutes } from './features/comments/revisionRoutes.ts'
import { commentRoutes } from './features/comments/routes.ts'
import { communityRoutes } from './features/communities/routes.ts'
import { communityBanRoutes } from './features/communityBans/routes.ts'
import { configRoutes } from './features/config/routes.ts'
import { delegationRoutes } from './features/delegation/routes.ts'
import { emailVerificationRoutes } from './features/emailVerification/routes.ts'
import { feedRoutes } from './features/feed/routes.ts'
import { gasEstimateRoutes } from './features/gasEstimates/routes.ts'
import { groupRoutes } from './features/groups/routes.ts'
import { healthRoutes } from './features/health/routes.ts'
import { kycRoutes } from './features/kyc/routes.ts'
import { linkPreviewRoutes } from './features/linkPreviews/routes.ts'
import { linkSafetyRoutes } from './features/linkSafety/routes.ts'
import { disputeRoutes } from './features/marketplace/disputeRoutes.ts'
import { orderRoutes } from './features/marketplace/orderRoutes.ts'
import { listingRoutes } from './features/marketplace/routes.ts'
import { mediaRoutes } from './features/media/routes.ts'
import { messageRequestRoutes } from './features/messageRequests/routes.ts'
import { messageRoutes } from './features/messages/routes.ts'
import { moderationLogRoutes } from './features/moderation/logRoutes.ts'
import { moderationRoutes } from './features/moderation/routes.ts'
import { mutedWordRoutes } from './features/mutedWords/routes.ts'
import { unsubscribeRoutes } from './features/notificationDelivery/unsubscribeRoutes.ts'
import { notificationRoutes } from './features/notifications/routes.ts'
import { offerRoutes } from './features/offers/routes.ts'
import { pollRoutes } from './features/polls/routes.ts'
import { postRoutes } from './features/posts/routes.ts'
import { priceRoutes } from './features/prices/routes.ts'
import { proposalRoutes } from './features/proposals/routes.ts'
import { pushRoutes } from './features/push/routes.ts'
import { reactionRoutes } from './features/reactions/routes.ts'
import { repostRoutes } from './features/reposts/routes.ts'
import { reputationRoutes } from './features/reputation/routes.ts'
import { savedSearchRoutes } from './features/savedSearches/routes.ts'
import { searchRoutes } from './features/search/routes.ts'
import { sellerRoutes } from './features/sellers/routes.ts'
import { testEthRoutes } from './features/testEth/routes.ts'
import { userRoutes } from './features/users/routes.ts'
import { vitalsRoutes } from './features/vitals/routes.ts'

/**
 * Every feature's routes, registered in this order (the live socket's and the web app's come
 * after them, in app.ts).
 */
export const FEATURE_ROUTES: ReadonlyArray<(ctx: AppContext) => FastifyPluginAsyncZod> = [
  healthRoutes,
  configRoutes,
  chainRoutes,
  gasEstimateRoutes,
  messageRequestRoutes,
  authRoutes,
  adminAuthRoutes,
  emailVerificationRoutes,
  adminRoutes,
  kycRoutes,
  mediaRoutes,
  communityRoutes,
  postRoutes,
  linkPreviewRoutes,
  linkSafetyRoutes,
  pollRoutes,
  commentRoutes,
  commentRevisionRoutes,
  reactionRoutes,
  repostRoutes,
  bookmarkRoutes,
  blockRoutes,
  feedRoutes,
  mutedWordRoutes,
  userRoutes,
  searchRoutes,
  listingRoutes,
  orderRoutes,
  disputeRoutes,
  offerRoutes,
  reputationRoutes,
  savedSearchRoutes,
  sellerRoutes,
  priceRoutes,
  testEthRoutes,
  messageRoutes,
  groupRoutes,
  notificationRoutes,
  pushRoutes,
  unsubscribeRoutes,
  vitalsRoutes,
  proposalRoutes,
  delegationRoutes,
  moderationRoutes,
  moderationLogRoutes,
  communityBanRoutes,
]
