import { describe, expect, it } from 'vitest'
import { KYC_REASON_MAX_LENGTH, KYC_REFERENCE_MIN_LENGTH } from './rules.ts'
import { kycDecisionSchema, kycDocumentSchema } from './schemas.ts'

describe('kycDecisionSchema', () => {
  it('takes an approval, or a rejection with a reason as long as the review form allows', () => {
    expect(kycDecisionSchema.parse({ decision: 'approve' })).toEqual({ decision: 'approve' })
    const reason = 'x'.repeat(KYC_REASON_MAX_LENGTH)
    expect(kycDecisionSchema.parse({ decision: 'reject', reason })).toEqual({
      decision: 'reject',
      reason,
    })
  })

  it('refuses a longer reason and any other decision', () => {
    const reason = 'x'.repeat(KYC_REASON_MAX_LENGTH + 1)
    expect(kycDecisionSchema.safeParse({ decision: 'reject', reason }).success).toBe(false)
    expect(kycDecisionSchema.safeParse({ decision: 'maybe' }).success).toBe(false)
  })
})

describe('kycDocumentSchema', () => {
  const imageId = crypto.randomUUID()

  it('holds a reference and a country to what the form checks', () => {
    const document = (reference: string, country?: string) =>
      kycDocumentSchema.safeParse({ type: 'passport', reference, country, imageId }).success
    expect(document('x'.repeat(KYC_REFERENCE_MIN_LENGTH), 'DE')).toBe(true)
    expect(document('x'.repeat(KYC_REFERENCE_MIN_LENGTH - 1))).toBe(false)
    expect(document('X1234567', 'de')).toBe(false)
    expect(document('X1234567', 'DEU')).toBe(false)
  })

  it('needs the picture uploaded for the document', () => {
    const document = { type: 'passport', reference: 'X1234567' }
    expect(kycDocumentSchema.safeParse(document).success).toBe(false)
    expect(kycDocumentSchema.safeParse({ ...document, imageId: 'not-an-id' }).success).toBe(false)
    expect(kycDocumentSchema.safeParse({ ...document, imageId }).success).toBe(true)
  })
})
