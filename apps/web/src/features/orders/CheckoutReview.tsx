import { chainName, type Listing, type ShippingAddress } from '@agora/domain'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { formatAmount, fromBaseUnits, multiplyAmount, toBaseUnits } from '../../lib/money.ts'
import { describePaymentError } from '../../lib/paymentErrors.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { Button } from '../../ui/Button.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import {
  type AddressDraft,
  type AddressErrors,
  EMPTY_ADDRESS,
  validateAddress,
} from './addressDraft.ts'
import { useCreateOrder, useLastShippingAddress } from './data.ts'
import { NetworkName } from './NetworkName.tsx'
import { ShippingAddressForm } from './ShippingAddressForm.tsx'
import { useFiatTotal } from './useFiatTotal.ts'
import { type PayerBalance, usePayerBalance } from './usePayerBalance.ts'
import '../../ui/fields.css'
import './CheckoutReview.css'

/**
 * The last look before paying: the item, quantity, total (with its fiat value), the network,
 * whether the wallet can pay it, and where a physical item ships. "Pay" creates the order and
 * opens its page, which asks the wallet to pay.
 */
export function CheckoutReview({
  listing,
  quantity,
  onClose,
}: {
  listing: Listing
  quantity: number
  onClose: () => void
}) {
  const navigate = useNavigate()
  const web3 = useWeb3()
  const createOrder = useCreateOrder()
  const physical = listing.kind === 'physical'
  const total = multiplyAmount(listing.priceAmount, quantity, listing.currency)
  const totalText = formatAmount(total, listing.currency, 18)
  const fiat = useFiatTotal(total, listing.currency)
  const balance = usePayerBalance(
    listing.chainId,
    listing.currency,
    toBaseUnits(total, listing.currency),
  )
  const [address, setAddress] = useState<AddressDraft>(EMPTY_ADDRESS)
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({})
  const edited = useRef(false)
  const lastAddress = useLastShippingAddress(physical)
  useEffect(() => {
    if (lastAddress.data && !edited.current) setAddress(lastAddress.data)
  }, [lastAddress.data])
  // one key per distinct request: a resend is replayed, a changed address is a new order
  const attempt = useRef<{ body: string; key: string } | null>(null)

  const context = { chainId: listing.chainId, amount: totalText, currency: listing.currency }
  const network = chainName(listing.chainId)
  const canPay = balance.status === 'known' && balance.enough && !createOrder.isPending

  const pay = (event: FormEvent) => {
    event.preventDefault()
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
    if (!canPay) return
    const input = {
      listingId: listing.id,
      quantity,
      ...(shippingAddress ? { shippingAddress } : {}),
    }
    const body = JSON.stringify(input)
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() }
    createOrder.mutate(
      { ...input, idempotencyKey: attempt.current.key },
      { onSuccess: (order) => navigate(`/orders/${order.id}`, { state: { startPayment: true } }) },
    )
  }

  return (
    <ModalDialog title="Review your order" onClose={onClose} className="checkout-review">
      <form className="checkout-review__form" noValidate onSubmit={pay}>
        <dl className="checkout-review__summary">
          <div>
            <dt>Item</dt>
            <dd>{listing.title}</dd>
          </div>
          <div>
            <dt>Quantity</dt>
            <dd>{quantity}</dd>
          </div>
          <div>
            <dt>Network</dt>
            <dd>
              <NetworkName chainId={listing.chainId} />
            </dd>
          </div>
          <div className="checkout-review__total">
            <dt>Total</dt>
            <dd>
              {totalText}
              {fiat && <span className="checkout-review__fiat"> ≈ {fiat}</span>}
            </dd>
          </div>
          <div>
            <dt>Your balance</dt>
            <dd>
              <BalanceText balance={balance} currency={listing.currency} network={network} />
            </dd>
          </div>
        </dl>
        {physical ? (
          <ShippingAddressForm
            value={address}
            errors={addressErrors}
            onChange={(next) => {
              edited.current = true
              setAddress(next)
            }}
          />
        ) : (
          <p className="checkout-review__note">
            A digital item: nothing is shipped, so no address is needed.
          </p>
        )}
        {balance.status === 'known' && !balance.enough && (
          <p className="checkout-review__problem" role="alert">
            Not enough {listing.currency} on {network} to pay {totalText}. Add funds to your wallet,
            then check again.
          </p>
        )}
        {balance.status === 'failed' && (
          <p className="checkout-review__problem" role="alert">
            {describePaymentError(balance.error, false, context).message}
          </p>
        )}
        {createOrder.isError && (
          <p className="checkout-review__problem" role="alert">
            {describePaymentError(createOrder.error, false, context).message}
          </p>
        )}
        <div className="checkout-review__actions">
          <Button variant="ghost" onClick={onClose}>
            Back
          </Button>
          {(balance.status === 'failed' || (balance.status === 'known' && !balance.enough)) && (
            <Button variant="outline" icon="refresh" onClick={balance.retry}>
              Check again
            </Button>
          )}
          {balance.status === 'no-wallet' ? (
            <Button icon="link" onClick={() => web3.openConnectModal()}>
              Connect wallet
            </Button>
          ) : (
            <Button type="submit" variant="gradient" disabled={!canPay}>
              {createOrder.isPending ? 'Creating order…' : `Pay ${totalText}`}
            </Button>
          )}
        </div>
      </form>
    </ModalDialog>
  )
}

function BalanceText({
  balance,
  currency,
  network,
}: {
  balance: PayerBalance
  currency: Listing['currency']
  network: string
}) {
  switch (balance.status) {
    case 'no-wallet':
      return <>Connect your wallet to check it</>
    case 'checking':
      return <>Checking on {network}…</>
    case 'failed':
      return <>Could not be checked</>
    case 'known':
      return (
        <span className={balance.enough ? undefined : 'checkout-review__short'}>
          {formatAmount(fromBaseUnits(balance.units, currency), currency)}
          {balance.enough ? ' · enough to pay' : ' · not enough'}
        </span>
      )
  }
}
