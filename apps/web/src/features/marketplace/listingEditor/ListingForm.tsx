import {
  CURRENCIES,
  chainName,
  defaultListingKind,
  isTestnet,
  LISTING_CATEGORIES,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_TITLE_MAX_LENGTH,
  LISTING_TITLE_MIN_LENGTH,
  type Listing,
} from '@agora/domain'
import { type FormEvent, useRef, useState } from 'react'
import { t } from '../../../i18n/i18n.ts'
import { Button } from '../../../ui/Button.tsx'
import { TextField } from '../../../ui/TextField.tsx'
import { useClientConfig } from '../../wallet/clientConfigData.ts'
import { categoryLabel } from '../categories.ts'
import { readListingPrice } from '../listingPrice.ts'
import type { ListingDraft } from '../mutations.ts'
import { ListingImages } from './ListingImages.tsx'
import { type OfferTerms, OfferTermsFields } from './OfferTermsFields.tsx'

type Props = {
  listing?: Listing
  pending: boolean
  error: string | null
  onSubmit: (draft: ListingDraft) => void
}

/** Title, description, price, currency, chain, category, quantity and up to 8 images. */
export function ListingForm({ listing, pending, error, onSubmit }: Props) {
  const config = useClientConfig()
  const [title, setTitle] = useState(listing?.title ?? '')
  const [description, setDescription] = useState(listing?.description ?? '')
  const [priceAmount, setPriceAmount] = useState(listing?.priceAmount ?? '')
  const [priceError, setPriceError] = useState<string | null>(null)
  const [currency, setCurrency] = useState<ListingDraft['currency']>(listing?.currency ?? 'ETH')
  const [chainId, setChainId] = useState<number | null>(listing?.chainId ?? null)
  const [category, setCategory] = useState<ListingDraft['category']>(listing?.category ?? 'other')
  // null: follows the category until the seller picks
  const [kind, setKind] = useState<Listing['kind'] | null>(listing?.kind ?? null)
  const [quantity, setQuantity] = useState(listing?.quantity ?? 1)
  const [offerTerms, setOfferTerms] = useState<OfferTerms>({
    acceptsOffers: listing?.acceptsOffers ?? true,
    minimumOffer: listing?.minimumOffer ?? '',
  })
  const [images, setImages] = useState(listing?.images ?? [])
  const [uploading, setUploading] = useState(false)
  const priceInput = useRef<HTMLInputElement>(null)
  const chosenChain = chainId ?? config?.defaultChainId ?? 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const price = readListingPrice(priceAmount, currency)
    if (!price.ok) {
      setPriceError(price.problem)
      priceInput.current?.focus()
      return
    }
    setPriceError(null)
    onSubmit({
      title,
      description,
      priceAmount: price.value,
      currency,
      chainId: chosenChain,
      category,
      kind: kind ?? defaultListingKind(category),
      quantity,
      images: images.map((image) => image.id),
      acceptsOffers: offerTerms.acceptsOffers,
      minimumOffer: (offerTerms.acceptsOffers && offerTerms.minimumOffer.trim()) || null,
    })
  }

  return (
    <form className="form order-form" onSubmit={submit} aria-label={t('listings.form.label')}>
      <TextField
        label={t('listings.form.title')}
        required
        minLength={LISTING_TITLE_MIN_LENGTH}
        maxLength={LISTING_TITLE_MAX_LENGTH}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor="listing-description">
          {t('listings.form.description')}
        </label>
        <textarea
          id="listing-description"
          className="field__input field__textarea"
          maxLength={LISTING_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="field-row">
        <TextField
          ref={priceInput}
          label={t('listings.form.price')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('listings.form.pricePlaceholder')}
          hint={t('listings.form.priceHint')}
          value={priceAmount}
          error={priceError}
          onChange={(event) => {
            setPriceAmount(event.target.value)
            setPriceError(null)
          }}
        />
        <Select
          id="listing-currency"
          label={t('listings.form.currency')}
          value={currency}
          onChange={(value) => setCurrency(value as ListingDraft['currency'])}
          options={CURRENCIES.map((code) => [code, code])}
        />
      </div>
      <div className="field-row">
        <Select
          id="listing-category"
          label={t('listings.form.category')}
          value={category}
          onChange={(value) => setCategory(value as ListingDraft['category'])}
          options={LISTING_CATEGORIES.map((code) => [code, categoryLabel(code)])}
        />
        <Select
          id="listing-chain"
          label={t('listings.form.chain')}
          value={String(chosenChain)}
          onChange={(value) => setChainId(Number(value))}
          options={(config?.chains ?? []).map((chain) => [
            String(chain.id),
            isTestnet(chain.id)
              ? t('listings.form.testChain', { chain: chainName(chain.id) })
              : chainName(chain.id),
          ])}
          hint={isTestnet(chosenChain) ? t('listings.form.testnetHint') : undefined}
        />
        <TextField
          label={t('listings.form.quantity')}
          type="number"
          min={1}
          required
          value={quantity}
          onChange={(event) => setQuantity(Math.max(1, Number(event.target.value) || 1))}
        />
      </div>
      <Select
        id="listing-kind"
        label={t('listings.form.delivery')}
        value={kind ?? defaultListingKind(category)}
        onChange={(value) => setKind(value as Listing['kind'])}
        options={[
          ['physical', t('listings.form.kind.physical')],
          ['digital', t('listings.form.kind.digital')],
        ]}
      />
      <OfferTermsFields value={offerTerms} currency={currency} onChange={setOfferTerms} />
      <ListingImages images={images} onChange={setImages} onUploadingChange={setUploading} />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending || uploading}>
        {listing ? t('listings.form.save') : t('listings.form.publish')}
      </Button>
    </form>
  )
}

function Select({
  id,
  label,
  value,
  onChange,
  options,
  hint,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  options: (readonly [string, string])[]
  hint?: string | undefined
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__select"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  )
}
