import { CURRENCIES, defaultListingKind, LISTING_CATEGORIES, type Listing } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { imageProblem, useUploadImage } from '../media/data.ts'
import { useClientConfig } from '../wallet/clientConfigData.ts'
import { CATEGORY_LABELS } from './categories.ts'
import type { ListingDraft } from './mutations.ts'

type Props = {
  listing?: Listing
  pending: boolean
  error: string | null
  onSubmit: (draft: ListingDraft) => void
}

/** Title, description, price, currency, chain, category, quantity and up to 8 images. */
export function ListingForm({ listing, pending, error, onSubmit }: Props) {
  const config = useClientConfig()
  const upload = useUploadImage()
  const [title, setTitle] = useState(listing?.title ?? '')
  const [description, setDescription] = useState(listing?.description ?? '')
  const [priceAmount, setPriceAmount] = useState(listing?.priceAmount ?? '')
  const [currency, setCurrency] = useState<ListingDraft['currency']>(listing?.currency ?? 'ETH')
  const [chainId, setChainId] = useState<number | null>(listing?.chainId ?? null)
  const [category, setCategory] = useState<ListingDraft['category']>(listing?.category ?? 'other')
  // null: follows the category until the seller picks
  const [kind, setKind] = useState<Listing['kind'] | null>(listing?.kind ?? null)
  const [quantity, setQuantity] = useState(listing?.quantity ?? 1)
  const [images, setImages] = useState(listing?.images ?? [])
  const [imageError, setImageError] = useState<string | null>(null)
  const chosenChain = chainId ?? config?.defaultChainId ?? 0

  const addImages = async (files: FileList | null) => {
    setImageError(null)
    for (const file of Array.from(files ?? []).slice(0, 8 - images.length)) {
      const problem = imageProblem(file)
      if (problem) {
        setImageError(problem)
        continue
      }
      try {
        const media = await upload.mutateAsync({ file, idempotencyKey: newIdempotencyKey() })
        setImages((current) => [...current, { id: media.id, url: media.url }])
      } catch {
        setImageError(`${file.name} could not be uploaded`)
      }
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({
      title,
      description,
      priceAmount: priceAmount.trim(),
      currency,
      chainId: chosenChain,
      category,
      kind: kind ?? defaultListingKind(category),
      quantity,
      images: images.map((image) => image.id),
    })
  }

  return (
    <form className="form order-form" onSubmit={submit} aria-label="Listing">
      <TextField
        label="Title"
        required
        minLength={3}
        maxLength={120}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor="listing-description">
          Description
        </label>
        <textarea
          id="listing-description"
          className="field__input field__textarea"
          maxLength={5000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Price"
          required
          inputMode="decimal"
          pattern="\d+(\.\d+)?"
          value={priceAmount}
          onChange={(event) => setPriceAmount(event.target.value)}
        />
        <Select
          label="Currency"
          value={currency}
          onChange={(value) => setCurrency(value as ListingDraft['currency'])}
          options={CURRENCIES.map((code) => [code, code])}
        />
      </div>
      <div className="field-row">
        <Select
          label="Category"
          value={category}
          onChange={(value) => setCategory(value as ListingDraft['category'])}
          options={LISTING_CATEGORIES.map((code) => [code, CATEGORY_LABELS[code]])}
        />
        <Select
          label="Chain"
          value={String(chosenChain)}
          onChange={(value) => setChainId(Number(value))}
          options={(config?.chains ?? []).map((chain) => [String(chain.id), chain.name])}
        />
        <TextField
          label="Quantity"
          type="number"
          min={1}
          required
          value={quantity}
          onChange={(event) => setQuantity(Math.max(1, Number(event.target.value) || 1))}
        />
      </div>
      <Select
        label="Delivery"
        value={kind ?? defaultListingKind(category)}
        onChange={(value) => setKind(value as Listing['kind'])}
        options={[
          ['physical', 'Shipped: the buyer gives an address'],
          ['digital', 'Digital or a service: nothing to ship'],
        ]}
      />
      <div className="field">
        <label className="field__label" htmlFor="listing-images">
          Images ({images.length}/8)
        </label>
        <input
          id="listing-images"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple
          disabled={images.length >= 8 || upload.isPending}
          onChange={(event) => void addImages(event.target.files)}
        />
        <div className="listing-form__images">
          {images.map((image) => (
            <button
              key={image.id}
              type="button"
              className="listing-form__image"
              aria-label="Remove image"
              onClick={() =>
                setImages((current) => current.filter((entry) => entry.id !== image.id))
              }
            >
              <img src={image.url} alt="" />
            </button>
          ))}
        </div>
        {upload.isPending && (
          <span className="field__hint" role="status">
            Uploading…
          </span>
        )}
        {imageError && <span className="field__error">{imageError}</span>}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending || upload.isPending}>
        {listing ? 'Save changes' : 'Publish listing'}
      </Button>
    </form>
  )
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: (readonly [string, string])[]
}) {
  const id = `listing-${label.toLowerCase()}`
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
