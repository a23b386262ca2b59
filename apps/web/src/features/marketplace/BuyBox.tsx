import type { Listing } from '@agora/domain'
import { type ComponentProps, Suspense, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { formatAmount, multiplyAmount } from '../../lib/money.ts'
import { Button } from '../../ui/Button.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { useAuth } from '../auth/useAuth.ts'
import type { MakeOfferDialog as MakeOfferSheet } from '../offers/MakeOfferDialog.tsx'
import type { CheckoutReview as CheckoutReviewSheet } from '../orders/CheckoutReview.tsx'

// the review reads balances through wagmi: it loads when someone means to buy
const CheckoutReview = lazyWithRetry<ComponentProps<typeof CheckoutReviewSheet>>(() =>
  import('../orders/CheckoutReview.tsx').then((m) => ({ default: m.CheckoutReview })),
)

const MakeOfferDialog = lazyWithRetry<ComponentProps<typeof MakeOfferSheet>>(() =>
  import('../offers/MakeOfferDialog.tsx').then((m) => ({ default: m.MakeOfferDialog })),
)

/** Quantity and "Buy": opens the review, where the order is made and paid. */
export function BuyBox({ listing }: { listing: Listing }) {
  const auth = useAuth()
  const [quantity, setQuantity] = useState(1)
  const [reviewing, setReviewing] = useState(false)
  const [offering, setOffering] = useState(false)
  const own = auth.user?.address?.toLowerCase() === listing.sellerAddress.toLowerCase()
  const available = listing.status === 'active' && listing.quantity > 0

  const buy = () => {
    if (!auth.isAuthenticated) return auth.requestSignIn()
    setReviewing(true)
  }
  const offer = () => {
    if (!auth.isAuthenticated) return auth.requestSignIn()
    setOffering(true)
  }

  if (own)
    return <p className="buy-box__note">{t('marketplace.buy.own', { count: listing.quantity })}</p>
  if (!available) return <p className="buy-box__note">{t('marketplace.buy.soldOut')}</p>
  return (
    <div className="buy-box">
      <label className="buy-box__quantity">
        {t('marketplace.buy.quantity')}
        <input
          type="number"
          className="field__input"
          min={1}
          max={listing.quantity}
          value={quantity}
          onChange={(event) =>
            setQuantity(Math.min(listing.quantity, Math.max(1, Number(event.target.value) || 1)))
          }
        />
      </label>
      <span className="buy-box__total">
        {richMessage('marketplace.buy.total', {
          amount: (
            <Ltr>
              {formatAmount(
                multiplyAmount(listing.priceAmount, quantity, listing.currency),
                listing.currency,
                18,
              )}
            </Ltr>
          ),
        })}
      </span>
      <Button
        size="large"
        variant="gradient"
        onPointerEnter={() => void CheckoutReview.preload()}
        onClick={buy}
      >
        {t('marketplace.buy.buy')}
      </Button>
      {listing.acceptsOffers && (
        <Button
          size="large"
          variant="outline"
          onPointerEnter={() => void MakeOfferDialog.preload()}
          onClick={offer}
        >
          {t('offers.make.button')}
        </Button>
      )}
      {offering && (
        <Suspense fallback={null}>
          <MakeOfferDialog
            listing={listing}
            quantity={quantity}
            onClose={() => setOffering(false)}
          />
        </Suspense>
      )}
      {reviewing && (
        <Suspense fallback={null}>
          <CheckoutReview
            listing={listing}
            quantity={quantity}
            onClose={() => setReviewing(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
