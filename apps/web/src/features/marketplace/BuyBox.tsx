import type { Listing } from '@agora/domain'
import { type ComponentProps, Suspense, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { formatAmount, multiplyAmount } from '../../lib/money.ts'
import { Button } from '../../ui/Button.tsx'
import { useAuth } from '../auth/useAuth.ts'
import type { CheckoutReview as CheckoutReviewSheet } from '../orders/CheckoutReview.tsx'

// the review reads balances through wagmi: it loads when someone means to buy
const CheckoutReview = lazyWithRetry<ComponentProps<typeof CheckoutReviewSheet>>(() =>
  import('../orders/CheckoutReview.tsx').then((m) => ({ default: m.CheckoutReview })),
)

/** Quantity and "Buy": opens the review, where the order is made and paid. */
export function BuyBox({ listing }: { listing: Listing }) {
  const auth = useAuth()
  const [quantity, setQuantity] = useState(1)
  const [reviewing, setReviewing] = useState(false)
  const own = auth.user?.address?.toLowerCase() === listing.sellerAddress.toLowerCase()
  const available = listing.status === 'active' && listing.quantity > 0

  const buy = () => {
    if (!auth.isAuthenticated) return auth.requestSignIn()
    setReviewing(true)
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
        {t('marketplace.buy.total', {
          amount: formatAmount(
            multiplyAmount(listing.priceAmount, quantity, listing.currency),
            listing.currency,
            18,
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
