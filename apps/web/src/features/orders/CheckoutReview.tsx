import { chainName, type Listing, type ShippingAddress } from '@agora/domain'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { formatAmount, fromBaseUnits, multiplyAmount, toBaseUnits } from '../../lib/money.ts'
import { describePaymentError } from '../../lib/paymentErrors.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { Button } from '../../ui/Button.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { GetTestEth } from '../wallet/testEth/GetTestEth.tsx'
import {
  type AddressDraft,
  type AddressErrors,
  EMPTY_ADDRESS,
  validateAddress,
} from './addressDraft.ts'
import { useCreateOrder, useLastShippingAddress } from './data.ts'
import { GasPriceText } from './GasPriceText.tsx'
import { NetworkName } from './NetworkName.tsx'
import { PartyName } from './PartyName.tsx'
import { ShippingAddressForm } from './ShippingAddressForm.tsx'
import { useFiatTotal } from './useFiatTotal.ts'
import { useParty } from './useParty.ts'
import { type PayerBalance, usePayerBalance } from './usePayerBalance.ts'
import '../../ui/fields.css'
import './CheckoutReview.css'
import { richMessage } from '../../i18n/richMessage.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { ReputationFacts } from '../reputation/ReputationFacts.tsx'

/**
 * The last look before paying: the item, quantity, total (with its fiat value), who is paid
 * (into escrow for them, or directly), the network, whether the wallet can pay it, where a
 * physical item ships, and that a payment cannot be undone. "Pay {amount} to {seller}"
 * creates the order and opens its page, which asks the wallet to pay.
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
  const escrow = listing.trustBadges.includes('escrowProtected')
  const seller = useParty(listing.sellerAddress)
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
  const canPay =
    balance.status === 'known' && balance.enough && !seller.pending && !createOrder.isPending
  const short = balance.status === 'known' && !balance.enough
  // offered once the wallet came up short, and kept to show what arrived
  const [offerTestEth, setOfferTestEth] = useState(false)
  useEffect(() => {
    if (short && listing.currency === 'ETH') setOfferTestEth(true)
  }, [short, listing.currency])

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
    <ModalDialog title={t('orders.review.title')} onClose={onClose} className="checkout-review">
      <form className="checkout-review__form" noValidate onSubmit={pay}>
        <dl className="checkout-review__summary">
          <div>
            <dt>{t('orders.review.item')}</dt>
            <dd dir="auto">{listing.title}</dd>
          </div>
          <div>
            <dt>{t('orders.review.quantity')}</dt>
            <dd>{quantity}</dd>
          </div>
          <div>
            <dt>{escrow ? t('orders.confirm.heldForSeller') : t('orders.confirm.toSeller')}</dt>
            <dd>
              <PartyName party={seller} />
            </dd>
          </div>
          <div>
            <dt>{t('reputation.label')}</dt>
            <dd>
              <ReputationFacts address={listing.sellerAddress} compact />
            </dd>
          </div>
          <div>
            <dt>{t('orders.review.network')}</dt>
            <dd>
              <NetworkName chainId={listing.chainId} />
            </dd>
          </div>
          <div>
            <dt>{t('orders.review.gas')}</dt>
            <dd>
              <GasPriceText chainId={listing.chainId} />
            </dd>
          </div>
          <div className="checkout-review__total">
            <dt>{t('orders.review.total')}</dt>
            <dd>
              <Ltr>{totalText}</Ltr>
              {fiat && (
                <span className="checkout-review__fiat">
                  {' ≈ '}
                  <Ltr>{fiat}</Ltr>
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('orders.review.balance')}</dt>
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
          <p className="checkout-review__note">{t('orders.review.digital')}</p>
        )}
        <p className="checkout-review__note">
          {escrow ? t('orders.review.finalEscrow') : t('orders.review.finalDirect')}
        </p>
        {/* stays in view beside Pay however far the address form scrolls */}
        <div className="checkout-review__footer">
          {short && (
            <p className="checkout-review__problem" role="alert">
              {richMessage(
                'orders.review.notEnough',
                { amount: <Ltr>{totalText}</Ltr> },
                { currency: listing.currency, network },
              )}
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
          {offerTestEth && <GetTestEth chainId={listing.chainId} />}
          <div className="checkout-review__actions">
            <Button variant="ghost" onClick={onClose}>
              {t('orders.review.back')}
            </Button>
            {(balance.status === 'failed' || short) && (
              <Button variant="outline" icon="refresh" onClick={balance.retry}>
                {t('orders.review.checkAgain')}
              </Button>
            )}
            {balance.status === 'no-wallet' ? (
              <Button icon="link" onClick={() => web3.openConnectModal()}>
                {t('orders.review.connectWallet')}
              </Button>
            ) : (
              <Button type="submit" variant="gradient" disabled={!canPay}>
                {createOrder.isPending
                  ? t('orders.review.creating')
                  : richMessage('orders.review.pay', {
                      amount: <Ltr>{totalText}</Ltr>,
                      recipient: <bdi>{seller.label}</bdi>,
                    })}
              </Button>
            )}
          </div>
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
      return <>{t('orders.balance.noWallet')}</>
    case 'checking':
      return <>{t('orders.balance.checking', { network })}</>
    case 'failed':
      return <>{t('orders.balance.failed')}</>
    case 'known': {
      const amount = <Ltr>{formatAmount(fromBaseUnits(balance.units, currency), currency)}</Ltr>
      return (
        <span className={balance.enough ? undefined : 'checkout-review__short'}>
          {balance.enough
            ? richMessage('orders.balance.enough', { amount })
            : richMessage('orders.balance.short', { amount })}
        </span>
      )
    }
  }
}
