import {
  COUNTRY_CODE_PATTERN,
  KYC_REFERENCE_MIN_LENGTH,
  KYC_TIER_REQUIREMENTS,
  type KycDocument,
  type KycDocumentType,
  type KycTier,
} from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { documentImageProblem } from './kycApi.ts'

export type IdentityType = 'passport' | 'national_id' | 'drivers_license'

/** What the form holds: one entry per requirement the chosen tier has. */
export type KycFormValues = {
  identityType: IdentityType
  identityReference: string
  identityCountry: string
  addressReference: string
  addressCountry: string
  selfieReference: string
  /** each document's picture, uploaded on submit */
  identityImage: File | null
  addressImage: File | null
  selfieImage: File | null
}

export const EMPTY_KYC_FORM: KycFormValues = {
  identityType: 'passport',
  identityReference: '',
  identityCountry: '',
  addressReference: '',
  addressCountry: '',
  selfieReference: '',
  identityImage: null,
  addressImage: null,
  selfieImage: null,
}

export const tierTitle = (tier: KycTier) => t(`kyc.tier.${tier}`)
export const tierDescription = (tier: KycTier) => t(`kyc.tier.${tier}.description`)
export const documentLabel = (type: KycDocumentType) => t(`kyc.document.${type}`)

const tierDetails = (tier: KycTier) => ({
  get title() {
    return tierTitle(tier)
  },
  get description() {
    return tierDescription(tier)
  },
})

/** Each tier's title and description, read in the active language (the admin's review uses it). */
export const TIER_DETAILS: Readonly<
  Record<KycTier, { readonly title: string; readonly description: string }>
> = { basic: tierDetails('basic'), enhanced: tierDetails('enhanced'), full: tierDetails('full') }

/** Each document type's name, read in the active language (the admin's review uses it). */
export const DOCUMENT_LABELS: Readonly<Record<KycDocumentType, string>> = {
  get passport() {
    return documentLabel('passport')
  },
  get national_id() {
    return documentLabel('national_id')
  },
  get drivers_license() {
    return documentLabel('drivers_license')
  },
  get proof_of_address() {
    return documentLabel('proof_of_address')
  },
  get selfie() {
    return documentLabel('selfie')
  },
}

export type KycFormErrors = Partial<Record<keyof KycFormValues, string>>

function checkReference(value: string): string | undefined {
  return value.trim().length < KYC_REFERENCE_MIN_LENGTH ? t('kyc.check.reference') : undefined
}

function checkImage(file: File | null): string | undefined {
  if (!file) return t('kyc.check.image')
  return documentImageProblem(file) ?? undefined
}

function checkCountry(value: string): string | undefined {
  return value && !COUNTRY_CODE_PATTERN.test(value) ? t('kyc.check.country') : undefined
}

/** A document as the form has it: the server's fields, and the picture still to upload. */
export type KycDocumentDraft = Omit<KycDocument, 'imageId'> & { file: File | null }

/** The documents the server needs for `tier` (the same rules as its `kycDocumentSchema`). */
export function kycDocumentsFor(
  tier: KycTier,
  values: KycFormValues,
): { documents: KycDocumentDraft[]; errors: KycFormErrors } {
  const errors: KycFormErrors = {}
  const documents: KycDocumentDraft[] = []
  const add = (type: KycDocumentType, reference: string, file: File | null, country?: string) => {
    documents.push({ type, reference: reference.trim(), ...(country ? { country } : {}), file })
  }
  for (const requirement of KYC_TIER_REQUIREMENTS[tier]) {
    if (requirement === 'identity') {
      errors.identityReference = checkReference(values.identityReference)
      errors.identityCountry = checkCountry(values.identityCountry)
      errors.identityImage = checkImage(values.identityImage)
      add(
        values.identityType,
        values.identityReference,
        values.identityImage,
        values.identityCountry,
      )
    } else if (requirement === 'proof_of_address') {
      errors.addressReference = checkReference(values.addressReference)
      errors.addressCountry = checkCountry(values.addressCountry)
      errors.addressImage = checkImage(values.addressImage)
      add('proof_of_address', values.addressReference, values.addressImage, values.addressCountry)
    } else {
      errors.selfieReference = checkReference(values.selfieReference)
      errors.selfieImage = checkImage(values.selfieImage)
      add('selfie', values.selfieReference, values.selfieImage)
    }
  }
  const found = Object.fromEntries(Object.entries(errors).filter(([, message]) => message))
  return { documents, errors: found }
}
