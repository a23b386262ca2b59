import { missingKycRequirement } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { EMPTY_KYC_FORM, kycDocumentsFor } from './kycDocuments.ts'

const filled = {
  ...EMPTY_KYC_FORM,
  identityType: 'national_id' as const,
  identityReference: ' ID-4411 ',
  identityCountry: 'DE',
  addressReference: 'BILL-2024-77',
  selfieReference: 'SELFIE-9',
}

describe('kycDocumentsFor', () => {
  it.each(['basic', 'enhanced', 'full'] as const)(
    'gives the %s tier exactly the documents the server requires',
    (tier) => {
      const { documents, errors } = kycDocumentsFor(tier, filled)
      expect(errors).toEqual({})
      expect(missingKycRequirement(tier, documents)).toBeNull()
    },
  )

  it('sends trimmed references, and a country only when one was given', () => {
    const { documents } = kycDocumentsFor('enhanced', filled)
    expect(documents).toEqual([
      { type: 'national_id', reference: 'ID-4411', country: 'DE' },
      { type: 'proof_of_address', reference: 'BILL-2024-77' },
    ])
  })

  it('asks for what is missing or malformed', () => {
    const { errors } = kycDocumentsFor('full', { ...EMPTY_KYC_FORM, identityCountry: 'Germany' })
    expect(Object.keys(errors).sort()).toEqual([
      'addressReference',
      'identityCountry',
      'identityReference',
      'selfieReference',
    ])
  })
})
