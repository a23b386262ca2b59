import { describe, expect, it } from 'vitest'
import { defaultListingKind } from './rules.ts'
import { shippingAddressSchema } from './shippingAddressSchema.ts'

const address = {
  name: 'Ada Lovelace',
  line1: '12 St James’s Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'United Kingdom',
}

describe('shippingAddressSchema', () => {
  it('trims each line and fills the optional ones with empty text', () => {
    expect(shippingAddressSchema.parse({ ...address, name: '  Ada Lovelace ' })).toEqual({
      ...address,
      line2: '',
      region: '',
    })
  })

  it('requires a name, a first line, a city and a country', () => {
    for (const field of ['name', 'line1', 'city', 'country'] as const) {
      expect(shippingAddressSchema.safeParse({ ...address, [field]: '   ' }).success).toBe(false)
    }
  })

  it('refuses line breaks, direction overrides, unknown fields and overlong lines', () => {
    expect(shippingAddressSchema.safeParse({ ...address, line1: 'a\nb' }).success).toBe(false)
    expect(shippingAddressSchema.safeParse({ ...address, city: 'Lon\u202Edon' }).success).toBe(
      false,
    )
    expect(shippingAddressSchema.safeParse({ ...address, email: 'a@b.c' }).success).toBe(false)
    expect(
      shippingAddressSchema.safeParse({ ...address, postalCode: '1'.repeat(21) }).success,
    ).toBe(false)
  })
})

describe('defaultListingKind', () => {
  it('ships crafts and electronics, not digital goods or services', () => {
    expect(defaultListingKind('crafts')).toBe('physical')
    expect(defaultListingKind('electronics')).toBe('physical')
    expect(defaultListingKind('digital')).toBe('digital')
    expect(defaultListingKind('services')).toBe('digital')
  })
})
