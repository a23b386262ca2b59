import {
  KYC_TIER_REQUIREMENTS,
  type KycDocument,
  type KycDocumentType,
  type KycTier,
} from '@agora/domain'

export type IdentityType = 'passport' | 'national_id' | 'drivers_license'

/** What the form holds: one entry per requirement the chosen tier has. */
export type KycFormValues = {
  identityType: IdentityType
  identityReference: string
  identityCountry: string
  addressReference: string
  addressCountry: string
  selfieReference: string
}

export const EMPTY_KYC_FORM: KycFormValues = {
  identityType: 'passport',
  identityReference: '',
  identityCountry: '',
  addressReference: '',
  addressCountry: '',
  selfieReference: '',
}

export const TIER_DETAILS: Record<KycTier, { title: string; description: string }> = {
  basic: { title: 'Basic', description: 'An identity document.' },
  enhanced: { title: 'Enhanced', description: 'An identity document and proof of address.' },
  full: { title: 'Full', description: 'Identity, proof of address and a selfie check.' },
}

export const DOCUMENT_LABELS: Record<KycDocumentType, string> = {
  passport: 'Passport',
  national_id: 'National ID card',
  drivers_license: "Driver's licence",
  proof_of_address: 'Proof of address',
  selfie: 'Selfie',
}

export type KycFormErrors = Partial<Record<keyof KycFormValues, string>>

const COUNTRY = /^[A-Z]{2}$/

function checkReference(value: string): string | undefined {
  return value.trim().length < 3 ? 'Enter the document number (at least 3 characters)' : undefined
}

function checkCountry(value: string): string | undefined {
  return value && !COUNTRY.test(value) ? 'Use a two-letter country code, like DE' : undefined
}

/** The documents the server needs for `tier` (the same rules as its `kycDocumentSchema`). */
export function kycDocumentsFor(
  tier: KycTier,
  values: KycFormValues,
): { documents: KycDocument[]; errors: KycFormErrors } {
  const errors: KycFormErrors = {}
  const documents: KycDocument[] = []
  const add = (type: KycDocumentType, reference: string, country?: string) => {
    documents.push({ type, reference: reference.trim(), ...(country ? { country } : {}) })
  }
  for (const requirement of KYC_TIER_REQUIREMENTS[tier]) {
    if (requirement === 'identity') {
      errors.identityReference = checkReference(values.identityReference)
      errors.identityCountry = checkCountry(values.identityCountry)
      add(values.identityType, values.identityReference, values.identityCountry)
    } else if (requirement === 'proof_of_address') {
      errors.addressReference = checkReference(values.addressReference)
      errors.addressCountry = checkCountry(values.addressCountry)
      add('proof_of_address', values.addressReference, values.addressCountry)
    } else {
      errors.selfieReference = checkReference(values.selfieReference)
      add('selfie', values.selfieReference)
    }
  }
  const found = Object.fromEntries(Object.entries(errors).filter(([, message]) => message))
  return { documents, errors: found }
}
