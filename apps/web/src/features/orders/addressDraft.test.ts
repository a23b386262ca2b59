import { describe, expect, it } from 'vitest'
import { EMPTY_ADDRESS, validateAddress } from './addressDraft.ts'

describe('validateAddress', () => {
  it('names each missing field in words', () => {
    const { errors } = validateAddress({ ...EMPTY_ADDRESS, line1: '1 Main St' })
    expect(errors).toEqual({
      name: 'Full name is required',
      city: 'City is required',
      country: 'Country is required',
    })
  })

  it('tells a line break from text-direction controls, by the schema’s code', () => {
    const draft = {
      ...EMPTY_ADDRESS,
      name: 'Ada',
      line1: '1 Main St',
      city: 'Leeds',
      country: 'UK',
    }
    expect(validateAddress({ ...draft, city: 'Leeds\nWest' }).errors).toEqual({
      city: 'City must be on one line',
    })
    expect(validateAddress({ ...draft, city: 'Leeds\u202E' }).errors).toEqual({
      city: 'City must not contain text-direction controls',
    })
  })

  it('hands back the trimmed address the server will store', () => {
    const draft = {
      ...EMPTY_ADDRESS,
      name: ' Ada ',
      line1: '1 Main St',
      city: 'Leeds',
      country: 'UK',
    }
    expect(validateAddress(draft)).toEqual({
      address: { ...draft, name: 'Ada' },
      errors: null,
    })
  })
})
