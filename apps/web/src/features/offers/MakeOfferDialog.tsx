import {
  isPriceAmount,
  type Listing,
  OFFER_MAX_HOURS,
  OFFER_MESSAGE_MAX_LENGTH,
  type ShippingAddress,
} from '@agora/domain'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import {
  type AddressDraft,
  type AddressErrors,
  EMPTY_ADDRESS,
  validateAddress,
} from '../orders/addressDraft.ts'
import { useLastShippingAddress } from '../orders/data.ts'
import { ShippingAddressForm } from '../orders/ShippingAddressForm.tsx'
import { useMakeOffer } from './data.ts'
import './Offers.css'

// a day, three days, or as long as the server allows
const LIFETIMES = [24, 72, OFFER_MAX_HOURS] as const

/** The buyer names a price per item; the seller accepts, declines or counters it. */
export function MakeOfferDialog({
  listing,
  quantity,
  onClose,
}: {
  listing: Listing
  quantity: number
  onClose: () => void
}) {
  const make = useMakeOffer(listing.id)
  const physical = listing.kind === 'physical'
  const [amount, setAmount] = useState('')
  const [amountError, setAmountError] = useState<string | undefined>()
  const [hours, setHours] = useState<number>(LIFETIMES[0])
  const [message, setMessage] = useState('')
  const [address, setAddress] = useState<AddressDraft>(EMPTY_ADDRESS)
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({})
  const edited = useRef(false)
  const lastAddress = useLastShippingAddress(physical)
  useEffect(() => {
    if (lastAddress.data && !edited.current) setAddress(lastAddress.data)
  }, [lastAddress.data])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const price = amount.trim()
    if (!isPriceAmount(price, 18)) {
      setAmountError(t('offers.make.amountInvalid'))
      return
    }
    setAmountError(undefined)
    let shippingAddress: ShippingAddress | undefined
    if (physical) {
      const checked = validateAddress(address)
      if (checked.errors) {
        setAddressErrors(checked.errors)
        return
      }
      setAddressErrors({})
      shippingAddress = checked.address
    }
    make.mutate({
      amount: price,
      quantity,
      expiresInHours: hours,
      ...(message.trim() ? { message: message.trim() } : {}),
      ...(shippingAddress ? { shippingAddress } : {}),
    })
  }

  return (
    <ModalDialog title={t('offers.make.title', { title: listing.title })} onClose={onClose}>
      {make.isSuccess ? (
        <div className="offer-sent" role="status">
          <p>
            {t('offers.make.sent', {
              amount: make.data.amount,
              currency: make.data.currency,
              quantity: make.data.quantity,
            })}
          </p>
          <Link className="button button--primary button--medium" to="/offers">
            {t('offers.make.seeOffers')}
          </Link>
        </div>
      ) : (
        <form className="form offer-form" onSubmit={submit}>
          <p className="offer-form__asking">
            {t('offers.make.asking', {
              amount: listing.priceAmount,
              currency: listing.currency,
              quantity,
            })}
          </p>
          <TextField
            label={t('offers.make.amount', { currency: listing.currency })}
            inputMode="decimal"
            autoComplete="off"
            required
            data-autofocus
            value={amount}
            error={amountError}
            hint={
              listing.minimumOffer
                ? t('offers.make.minimum', {
                    amount: listing.minimumOffer,
                    currency: listing.currency,
                  })
                : undefined
            }
            onChange={(event) => setAmount(event.target.value)}
          />
          <SelectField
            label={t('offers.make.expires')}
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
          >
            {LIFETIMES.map((lifetime) => (
              <option key={lifetime} value={lifetime}>
                {t('offers.make.hours', { hours: lifetime })}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t('offers.make.message')}
            limit={OFFER_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          {physical && (
            <ShippingAddressForm
              value={address}
              errors={addressErrors}
              onChange={(next) => {
                edited.current = true
                setAddress(next)
              }}
            />
          )}
          {make.isError && (
            <p className="field__error" role="alert">
              {errorMessage(make.error)}
            </p>
          )}
          <Button type="submit" icon="check" disabled={make.isPending}>
            {t('offers.make.submit')}
          </Button>
        </form>
      )}
    </ModalDialog>
  )
}
