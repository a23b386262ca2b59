import type accountsErrors from '../errorMessages/en/accounts.json'
import type chainErrors from '../errorMessages/en/chain.json'
import type communitiesErrors from '../errorMessages/en/communities.json'
import type kycErrors from '../errorMessages/en/kyc.json'
import type marketplaceErrors from '../errorMessages/en/marketplace.json'
import type messagingErrors from '../errorMessages/en/messaging.json'
import type requestsErrors from '../errorMessages/en/requests.json'
import type socialErrors from '../errorMessages/en/social.json'

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

/** The values an error's message puts in (`{max}`, `{after}` …). */
export type ErrorParams = Readonly<Record<string, string | number>>

/** One field's problem in a VALIDATION_FAILED answer: where, which code, its values. */
export type FieldIssue = { field: string; code: ErrorCode; params?: ErrorParams }
