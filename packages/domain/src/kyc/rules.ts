export const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const
/** A single KYC request's state; an account's status adds 'none' for never asked. */
export const KYC_REQUEST_STATUSES = ['pending', 'verified', 'rejected'] as const
export const KYC_TIERS = ['basic', 'enhanced', 'full'] as const
export type KycStatus = (typeof KYC_STATUSES)[number]
export type KycTier = (typeof KYC_TIERS)[number]

const TIER_RANK: Record<KycTier, number> = { basic: 0, enhanced: 1, full: 2 }

/** True when verification at `held` also satisfies `required` (full covers enhanced covers basic). */
export function kycTierCovers(held: KycTier, required: KycTier) {
  return TIER_RANK[held] >= TIER_RANK[required]
}

export const KYC_DOCUMENT_TYPES = [
  'passport',
  'national_id',
  'drivers_license',
  'proof_of_address',
  'selfie',
] as const
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number]
/** A document's number or reference, as printed on it. */
export const KYC_REFERENCE_MIN_LENGTH = 3
export const KYC_REFERENCE_MAX_LENGTH = 100
/** A document's issuing country: an ISO 3166-1 alpha-2 code, in capitals. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/
export const COUNTRY_CODE_LENGTH = 2
/** What an admin tells the person when rejecting their verification. */
export const KYC_REASON_MAX_LENGTH = 1000

/** What each tier asks for: an identity document always, then address, then a selfie. */
export const KYC_TIER_REQUIREMENTS: Record<
  KycTier,
  readonly ('identity' | 'proof_of_address' | 'selfie')[]
> = {
  basic: ['identity'],
  enhanced: ['identity', 'proof_of_address'],
  full: ['identity', 'proof_of_address', 'selfie'],
}
export const IDENTITY_DOCUMENT_TYPES: readonly KycDocumentType[] = [
  'passport',
  'national_id',
  'drivers_license',
]

/** The requirement a set of documents misses for a tier, or null when it is complete. */
export function missingKycRequirement(
  tier: KycTier,
  documents: readonly { type: KycDocumentType }[],
) {
  const types = new Set(documents.map((d) => d.type))
  for (const requirement of KYC_TIER_REQUIREMENTS[tier]) {
    const met =
      requirement === 'identity'
        ? IDENTITY_DOCUMENT_TYPES.some((t) => types.has(t))
        : types.has(requirement)
    if (!met) return requirement
  }
  return null
}

/** A document's picture (a scan or a photo), as uploaded with the verification. */
export const KYC_IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
/** Days a decided verification's pictures are kept (for a challenged decision), then deleted. */
export const KYC_IMAGE_RETENTION_DAYS = 30
/** Pictures a person may have uploaded that no request names yet (a request has at most 5). */
export const KYC_UNUSED_IMAGES_MAX = 10
/** Hours an uploaded picture may wait for the request it belongs to before it is deleted. */
export const KYC_UNUSED_IMAGE_HOURS = 24
/** Seconds a reviewer's link to a document picture stays valid. */
export const KYC_IMAGE_LINK_SECONDS = 5 * 60
/** Minutes an admin's review holds a case: another admin may take it over after them. */
export const KYC_REVIEW_HOLD_MINUTES = 30

/** The Ethereum Attestation Service schema Agora attests verification tiers with. */
export const KYC_ATTESTATION_SCHEMA = 'address subject, string tier, uint64 expiresAt'
/** Days an attestation of a verification is valid for. */
export const KYC_ATTESTATION_DAYS = 365
