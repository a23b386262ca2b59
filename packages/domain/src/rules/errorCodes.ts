import type accountsErrors from '../errorMessages/en/accounts.json'
import type chainErrors from '../errorMessages/en/chain.json'
import type communitiesErrors from '../errorMessages/en/communities.json'
import type kycErrors from '../errorMessages/en/kyc.json'
import type marketplaceErrors from '../errorMessages/en/marketplace.json'
import type messagingErrors from '../errorMessages/en/messaging.json'
import type requestsErrors from '../errorMessages/en/requests.json'
import type socialErrors from '../errorMessages/en/social.json'

/**
 * @deprecated codes not yet moved into the error catalogue (`errorMessages/en/*.json`):
 * each moves there with its message, and this list goes.
 */
export const ERROR_CODES = [
  // requests
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'BAD_URL',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'RATE_LIMITED',
  'CONFLICT',
  'FORBIDDEN',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'DB_UNAVAILABLE',
  'WEB_APP_NOT_BUILT',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  // sign-in and sessions
  'AUTH_REQUIRED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'SESSION_REVOKED',
  'ACCOUNT_SUSPENDED',
  'NONCE_INVALID',
  'NONCE_EXPIRED',
  'MESSAGE_INVALID',
  'MESSAGE_EXPIRED',
  'MESSAGE_NOT_YET_VALID',
  'DOMAIN_MISMATCH',
  'ADDRESS_MISMATCH',
  'ADDRESS_INVALID',
  'SIGNATURE_INVALID',
  'VERSION_UNSUPPORTED',
  'CHAIN_NOT_SUPPORTED',
  'CHAIN_UNAVAILABLE',
  'RPC_METHOD_NOT_ALLOWED',
  'LOGIN_FAILED',
  'TOO_MANY_ATTEMPTS',
  'EMAIL_TAKEN',
  'HANDLE_TAKEN',
  'WALLET_TAKEN',
  'RESET_TOKEN_INVALID',
  'RESET_TOKEN_EXPIRED',
  'RESET_TOKEN_USED',
  'EMAIL_TOKEN_INVALID',
  'EMAIL_TOKEN_EXPIRED',
  'EMAIL_TOKEN_USED',
  'EMAIL_TOKEN_OTHER_ACCOUNT',
  'EMAIL_MISSING',
  'EMAIL_ALREADY_VERIFIED',
  'EMAIL_VERIFICATION_TOO_SOON',
  'EMAIL_VERIFICATION_DAILY_LIMIT',
  'PASSWORD_WRONG',
  // roles and administration
  'ROLE_REQUIRED',
  'SUPER_ADMIN_REQUIRED',
  'SELF_CHANGE',
  'USER_NOT_FOUND',
  'NO_CHANGE',
  // KYC
  'KYC_PENDING',
  'KYC_ALREADY_VERIFIED',
  'KYC_NOT_PENDING',
  'KYC_IMAGE_EMPTY',
  'KYC_IMAGE_TOO_LARGE',
  'KYC_IMAGE_TYPE_UNSUPPORTED',
  'KYC_IMAGE_INVALID',
  'KYC_IMAGE_NOT_FOUND',
  'KYC_IMAGE_LIMIT',
  'KYC_REVIEW_HELD',
  'KYC_REVIEW_NOT_OPEN',
  'KYC_LINK_INVALID',
  'KYC_NOT_VERIFIED',
  'KYC_NO_WALLET',
  // people
  'CANNOT_FOLLOW_SELF',
  'ACTIVITY_PRIVATE',
  // communities
  'COMMUNITY_NOT_FOUND',
  'COMMUNITY_NAME_TAKEN',
  'COMMUNITY_SLUG_TAKEN',
  'COMMUNITY_REQUIRED',
  'COMMUNITY_ROLE_REQUIRED',
  'NOT_A_MEMBER',
  'MEMBER_NOT_FOUND',
  'BAN_NOT_FOUND',
  'MEMBER_IS_ADMIN',
  'LAST_ADMIN',
  'TOKEN_GATE_NOT_MET',
  'BANNED_FROM_COMMUNITY',
  // governance
  'PROPOSAL_NOT_FOUND',
  'PROPOSAL_WINDOW_INVALID',
  'CHOICES_INVALID',
  'QUORUM_INVALID',
  'TOKEN_CONTRACT_INVALID',
  'PROPOSAL_MISMATCH',
  'VOTING_NOT_STARTED',
  'VOTING_CLOSED',
  'VOTE_TIMESTAMP_STALE',
  'VOTE_TIMESTAMP_FUTURE',
  'CHOICE_INVALID',
  'VOTE_SUPERSEDED',
  'NO_VOTING_POWER',
  'LISTING_APPROVAL_OPEN',
  'LISTING_ALREADY_APPROVED',
  'DELEGATION_COMMUNITY_MISMATCH',
  'DELEGATION_SIGNER_MISMATCH',
  'DELEGATION_TIMESTAMP_INVALID',
  'DELEGATION_SUPERSEDED',
  'DELEGATE_NOT_MEMBER',
  'DELEGATE_SELF',
  'BELOW_COMMUNITY_MINIMUM',
  // moderation
  'REPORT_TARGET_NOT_FOUND',
  'REPORT_NOT_FOUND',
  'MODERATION_TARGET_INVALID',
  // posts, comments, media
  'POST_NOT_FOUND',
  'POST_NOT_IN_COMMUNITY',
  'COMMENT_NOT_FOUND',
  'PARENT_INVALID',
  'NOT_AUTHOR',
  'NOT_ALLOWED',
  'MEDIA_NOT_FOUND',
  'MEDIA_INVALID',
  'MEDIA_EMPTY',
  'MEDIA_TOO_LARGE',
  'MEDIA_TYPE_UNSUPPORTED',
  'POLL_NOT_FOUND',
  'POLL_CLOSED',
  'POLL_ALREADY_VOTED',
  'POLL_CHOICE_INVALID',
  // marketplace
  'LISTING_NOT_FOUND',
  'LISTING_SOLD_OUT',
  'UNPAID_LIMIT',
  'SELLER_NOT_FOUND',
  'SELLER_UNAVAILABLE',
  'WALLET_REQUIRED',
  'OWN_LISTING',
  'NOT_OWNER',
  'NOT_SELLER',
  'NOT_BUYER',
  'WRONG_PARTY',
  // a listing that links a phishing, wallet-drainer or look-alike domain
  'LINK_UNSAFE',
  // offers
  'OFFER_NOT_FOUND',
  'OFFERS_NOT_ACCEPTED',
  'OFFER_TOO_LOW',
  'OFFER_ALREADY_OPEN',
  'OFFER_STATE_INVALID',
  'SAVED_SEARCH_LIMIT',
  'SAVED_SEARCH_NOT_FOUND',
  'CURRENCY_NOT_AVAILABLE',
  'ORDER_NOT_FOUND',
  'SHIPPING_ADDRESS_REQUIRED',
  'SHIPPING_ADDRESS_NOT_ALLOWED',
  'ORDER_NOT_PAYABLE',
  'ORDER_EXPIRED',
  'ORDER_STATE_INVALID',
  'ORDER_NOT_COMPLETED',
  'ALREADY_REVIEWED',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_PENDING',
  'PAYMENT_FAILED',
  'PAYMENT_UNDERPAID',
  'PAYMENT_WRONG_RECIPIENT',
  'PAYMENT_WRONG_SENDER',
  'PAYMENT_ALREADY_USED',
  'PAYMENT_BEFORE_ORDER',
  'PAYMENT_WRONG_TOKEN',
  // escrow
  'ESCROW_NOT_FUNDED',
  'ESCROW_TX_REQUIRED',
  'ESCROW_TX_NOT_FOUND',
  'ESCROW_TX_PENDING',
  'ESCROW_TX_FAILED',
  'ESCROW_EVENT_MISSING',
  'NOT_ESCROW',
  'DISPUTE_ALREADY_REFERRED',
  'DISPUTE_VOTE_OPEN',
  'DISPUTE_SPLIT_MISMATCH',
  // messages
  'MESSAGES_NOT_ACCEPTED',
  'MESSAGES_BLOCKED',
  'CONVERSATION_NOT_FOUND',
  'CANNOT_MESSAGE_SELF',
  'MESSAGING_KEY_NOT_FOUND',
  'MESSAGING_KEY_PUBLISHED',
  'ENVELOPE_INVALID',
  'TOO_MANY_NEW_CONVERSATIONS',
  // group conversations and message volume
  'NOT_A_GROUP',
  'GROUP_ADMIN_REQUIRED',
  'GROUP_FULL',
  'GROUP_TOO_SMALL',
  'ALREADY_A_MEMBER',
  'MESSAGE_DAILY_VOLUME_EXCEEDED',
  'CONVERSATION_RATE_EXCEEDED',
  'ATTACHMENT_NOT_FOUND',
  'ATTACHMENT_INVALID',
  'CANNOT_BLOCK_SELF',
  // blocks and mutes: a blocked person cannot respond to the blocker, nor the other way
  'BLOCKED',
  'CANNOT_MUTE_SELF',
  // prices
  'PAIR_UNSUPPORTED',
  'PRICE_FEED_UNAVAILABLE',
  // test ETH on the local chain
  'TEST_ETH_LOCAL_ONLY',
  'TEST_ETH_UNAVAILABLE',
  'TEST_ETH_TOO_SOON',
  // web push
  'PUSH_SUBSCRIPTIONS_FULL',
  'PUSH_SUBSCRIPTION_NOT_FOUND',
  'PUSH_ENDPOINT_REFUSED',
  // e-mail notifications
  'UNSUBSCRIBE_LINK_INVALID',
  // the service worker, offline: a read this device never saved
  'NOT_SAVED_OFFLINE',
] as const

/**
 * Every machine-readable `code` the API answers with: the keys of the English error catalogue
 * (`packages/domain/src/errorMessages/en/`), which holds each code's one message. The server
 * throws only these and the web app matches against them, so a renamed code fails the type
 * check on both sides.
 */
export type ErrorCode =
  | keyof typeof accountsErrors
  | keyof typeof chainErrors
  | keyof typeof communitiesErrors
  | keyof typeof kycErrors
  | keyof typeof marketplaceErrors
  | keyof typeof messagingErrors
  | keyof typeof requestsErrors
  | keyof typeof socialErrors
  | (typeof ERROR_CODES)[number]

/** The values an error's message puts in (`{max}`, `{after}` …). */
export type ErrorParams = Readonly<Record<string, string | number>>

/** One field's problem in a VALIDATION_FAILED answer: where, which code, its values. */
export type FieldIssue = { field: string; code: ErrorCode; params?: ErrorParams }
