import { z } from 'zod'
import {
  COUNTRY_CODE_PATTERN,
  KYC_DOCUMENT_TYPES,
  KYC_REASON_MAX_LENGTH,
  KYC_REFERENCE_MAX_LENGTH,
  KYC_REFERENCE_MIN_LENGTH,
  KYC_STATUSES,
  KYC_TIERS,
} from './rules.ts'

export const kycDocumentSchema = z.object({
  type: z.enum(KYC_DOCUMENT_TYPES),
  /** The document's number or reference as printed on it. */
  reference: z.string().trim().min(KYC_REFERENCE_MIN_LENGTH).max(KYC_REFERENCE_MAX_LENGTH),
  country: z.string().regex(COUNTRY_CODE_PATTERN, 'COUNTRY_CODE_FORMAT').optional(),
  /** The document's picture, uploaded first (POST /api/auth/kyc/documents). */
  imageId: z.uuid(),
})
export type KycDocument = z.infer<typeof kycDocumentSchema>

export const kycInitiateRequestSchema = z.object({
  tier: z.enum(KYC_TIERS),
  documents: z.array(kycDocumentSchema).min(1).max(5),
})

/** What uploading a document's picture answers: the id a document then names. */
export const kycImageUploadResponseSchema = z.object({
  success: z.literal(true),
  id: z.uuid(),
})

/** An admin's review of a verification: approve it, or reject it with a reason the person can act on. */
export const kycDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().max(KYC_REASON_MAX_LENGTH).optional(),
})
export type KycDecision = z.infer<typeof kycDecisionSchema>

/** An admin withdrawing a verification (a forged document found later), with the reason. */
export const kycRevocationSchema = z.object({
  reason: z.string().trim().min(1).max(KYC_REASON_MAX_LENGTH),
})
export type KycRevocation = z.infer<typeof kycRevocationSchema>

const queuedDocumentSchema = z.object({
  type: z.enum(KYC_DOCUMENT_TYPES),
  reference: z.string(),
  country: z.string().optional(),
  imageId: z.string().optional(),
})

/** A verification waiting for an admin's review, as the review queue lists it. */
export const kycQueueItemSchema = z.object({
  userId: z.string(),
  handle: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  tier: z.enum(KYC_TIERS),
  documents: z.array(queuedDocumentSchema),
  submittedAt: z.string(),
})
export type KycQueueItem = z.infer<typeof kycQueueItemSchema>

/** A case an admin opened for review: its documents, each picture behind a short-lived link. */
export const kycReviewSchema = z.object({
  success: z.literal(true),
  documents: z.array(queuedDocumentSchema.extend({ imageUrl: z.string().nullable() })),
  /** When the links stop working (ISO time); opening the case again gives new ones. */
  linksExpireAt: z.string(),
})
export type KycReview = z.infer<typeof kycReviewSchema>

export const kycStatusResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(KYC_STATUSES),
  tier: z.enum(KYC_TIERS).nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reason: z.string().nullable(),
})
export type KycStatusResponse = z.infer<typeof kycStatusResponseSchema>

/**
 * An EAS off-chain attestation as JSON (numbers as decimal strings): what
 * `GET /api/kyc/attestation` gives and `POST /api/kyc/attestations/verify` checks.
 */
export const signedAttestationSchema = z.looseObject({
  version: z.number().int(),
  uid: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  domain: z.looseObject({
    name: z.string(),
    version: z.string(),
    chainId: z.union([z.string(), z.number()]),
    verifyingContract: z.string(),
  }),
  primaryType: z.string(),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  message: z.record(z.string(), z.unknown()),
  signature: z.object({ v: z.number().int(), r: z.string(), s: z.string() }),
})
export type SignedAttestation = z.infer<typeof signedAttestationSchema>

export const attestationResponseSchema = z.object({
  success: z.literal(true),
  attestation: signedAttestationSchema,
})

export const attestationVerifyRequestSchema = z.object({ attestation: signedAttestationSchema })

export const attestationVerificationSchema = z.object({
  success: z.literal(true),
  /** The signature is Agora's, on Agora's schema, and the verification is neither revoked nor expired. */
  valid: z.boolean(),
  revoked: z.boolean(),
  expired: z.boolean(),
  subject: z.string().nullable(),
  tier: z.enum(KYC_TIERS).nullable(),
  expiresAt: z.string().nullable(),
})
export type AttestationVerification = z.infer<typeof attestationVerificationSchema>

/** What Agora publishes at /.well-known/agora-attestations.json for apps that check its attestations. */
export const attestationIssuerSchema = z.object({
  issuer: z.string(),
  schema: z.string(),
  schemaUid: z.string(),
  eas: z.object({ chainId: z.number(), address: z.string(), version: z.string() }),
  verifyUrl: z.string(),
})
