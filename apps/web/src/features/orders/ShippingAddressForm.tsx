import { t } from '../../i18n/i18n.ts'
import { TextField } from '../../ui/TextField.tsx'
import {
  type AddressDraft,
  type AddressErrors,
  type AddressField,
  fieldLabel,
} from './addressDraft.ts'

/** Each field in form order, as the browser's autofill knows it. */
const AUTOCOMPLETE: Record<AddressField, string> = {
  name: 'shipping name',
  line1: 'shipping address-line1',
  line2: 'shipping address-line2',
  city: 'shipping address-level2',
  region: 'shipping address-level1',
  postalCode: 'shipping postal-code',
  country: 'shipping country-name',
}
const REQUIRED: ReadonlySet<AddressField> = new Set(['name', 'line1', 'city', 'country'])

/** Where a physical item goes; only the buyer and the seller will see it. */
export function ShippingAddressForm({
  value,
  errors,
  onChange,
}: {
  value: AddressDraft
  errors: AddressErrors
  onChange: (next: AddressDraft) => void
}) {
  return (
    <fieldset className="shipping-form">
      <legend className="shipping-form__legend">{t('orders.address.legend')}</legend>
      <p className="shipping-form__hint">{t('orders.address.hint')}</p>
      <div className="shipping-form__fields">
        {(Object.keys(AUTOCOMPLETE) as AddressField[]).map((field) => (
          <div key={field} className={`shipping-form__field shipping-form__field--${field}`}>
            <TextField
              label={fieldLabel(field)}
              autoComplete={AUTOCOMPLETE[field]}
              required={REQUIRED.has(field)}
              value={value[field]}
              error={errors[field] ?? null}
              onChange={(event) => onChange({ ...value, [field]: event.target.value })}
            />
          </div>
        ))}
      </div>
    </fieldset>
  )
}
