import { type ShippingAddress, shippingAddressSchema } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'

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

const OPTIONAL: ReadonlySet<AddressField> = new Set(['line2', 'region', 'postalCode'])

/** The field's name: "City". */
const fieldName = (field: AddressField) => t(`orders.address.field.${field}`)

/** The field's label in the form: "City", "Postal code (optional)". */
export const fieldLabel = (field: AddressField) =>
  OPTIONAL.has(field) ? t('orders.address.optional', { label: fieldName(field) }) : fieldName(field)

type Issue = { code: string; message: string; maximum?: unknown }

/** The schema's rule for a field, in words: "City is required". */
function issueText(field: AddressField, issue: Issue) {
  const label = fieldName(field)
  if (issue.code === 'too_small') return t('orders.address.error.required', { label })
  if (issue.code === 'too_big')
    return t('orders.address.error.tooLong', { label, max: Number(issue.maximum) })
  if (issue.message === 'SHIPPING_LINE_BREAK') return t('orders.address.error.oneLine', { label })
  return t('orders.address.error.directionControls', { label })
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
    errors[field] ??= issueText(field, issue)
  }
  return { address: null, errors }
}
