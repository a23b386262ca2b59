import { type ShippingAddress, shippingAddressSchema } from '@agora/domain'

export type AddressField = keyof ShippingAddress
export type AddressDraft = Record<AddressField, string>
export type AddressErrors = Partial<Record<AddressField, string>>

export const EMPTY_ADDRESS: AddressDraft = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
}

export const ADDRESS_LABELS: Record<AddressField, string> = {
  name: 'Full name',
  line1: 'Address',
  line2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  region: 'State or region (optional)',
  postalCode: 'Postal code (optional)',
  country: 'Country',
}

/** The draft checked by the same rules the server applies, with a message per field. */
export function validateAddress(
  draft: AddressDraft,
): { address: ShippingAddress; errors: null } | { address: null; errors: AddressErrors } {
  const result = shippingAddressSchema.safeParse(draft)
  if (result.success) return { address: result.data, errors: null }
  const errors: AddressErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField
    const label = ADDRESS_LABELS[field].replace(' (optional)', '')
    errors[field] ??= `${label} ${issue.message}`
  }
  return { address: null, errors }
}
