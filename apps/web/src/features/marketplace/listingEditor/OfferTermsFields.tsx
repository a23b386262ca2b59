import { t } from '../../../i18n/i18n.ts'
import { TextField } from '../../../ui/TextField.tsx'

export type OfferTerms = { acceptsOffers: boolean; minimumOffer: string }

/** On the listing form: whether buyers may offer their own price, and the least it may be. */
export function OfferTermsFields({
  value,
  currency,
  onChange,
}: {
  value: OfferTerms
  currency: string
  onChange: (next: OfferTerms) => void
}) {
  return (
    <fieldset className="offer-terms">
      <legend>{t('offers.terms.legend')}</legend>
      <label className="switch-row">
        <span>{t('offers.terms.accepts')}</span>
        <input
          type="checkbox"
          checked={value.acceptsOffers}
          onChange={(event) => onChange({ ...value, acceptsOffers: event.target.checked })}
        />
      </label>
      {value.acceptsOffers && (
        <TextField
          label={t('offers.terms.minimum', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={value.minimumOffer}
          onChange={(event) => onChange({ ...value, minimumOffer: event.target.value })}
        />
      )}
    </fieldset>
  )
}
