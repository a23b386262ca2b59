import { KYC_IMAGE_MAX_BYTES, missingKycRequirement } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { EMPTY_KYC_FORM, kycDocumentsFor } from './kycDocuments.ts'

function picture(name: string, type: string, size = 1000) {
  return new File([new Uint8Array(size)], name, { type })
}

const filled = {
  ...EMPTY_KYC_FORM,
  identityType: 'national_id' as const,
  identityReference: ' ID-4411 ',
  identityCountry: 'DE',
  addressReference: 'BILL-2024-77',
  selfieReference: 'SELFIE-9',
  identityImage: picture('id.jpg', 'image/jpeg'),
  addressImage: picture('bill.png', 'image/png'),
  selfieImage: picture('me.webp', 'image/webp'),
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
      { type: 'national_id', reference: 'ID-4411', country: 'DE', file: filled.identityImage },
      { type: 'proof_of_address', reference: 'BILL-2024-77', file: filled.addressImage },
    ])
  })

  it('asks for what is missing or malformed', () => {
    const { errors } = kycDocumentsFor('full', { ...EMPTY_KYC_FORM, identityCountry: 'Germany' })
    expect(Object.keys(errors).sort()).toEqual([
      'addressImage',
      'addressReference',
      'identityCountry',
      'identityImage',
      'identityReference',
      'selfieImage',
      'selfieReference',
    ])
  })

  it('takes a JPEG, PNG or WebP picture of up to 10 MB, as the server does', () => {
    const check = (file: File) =>
      kycDocumentsFor('basic', { ...filled, identityImage: file }).errors
    expect(check(picture('id.gif', 'image/gif'))).toHaveProperty('identityImage')
    expect(check(picture('id.pdf', 'application/pdf'))).toHaveProperty('identityImage')
    expect(check(picture('id.png', 'image/png', KYC_IMAGE_MAX_BYTES + 1))).toHaveProperty(
      'identityImage',
    )
    expect(check(picture('id.png', 'image/png', KYC_IMAGE_MAX_BYTES))).toEqual({})
  })
})
