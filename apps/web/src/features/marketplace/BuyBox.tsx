import type { Listing } from '@agora/domain'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { formatAmount, multiplyAmount } from '../../lib/money.ts'
import { describePaymentError } from '../../lib/paymentErrors.ts'
import { Button } from '../../ui/Button.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { useCreateOrder } from '../orders/data.ts'

/** Quantity and "Buy": creates the order and opens its page, which starts the payment. */
export function BuyBox({ listing }: { listing: Listing }) {
  const auth = useAuth()
  const navigate = useNavigate()
  const createOrder = useCreateOrder()
  const [quantity, setQuantity] = useState(1)
  const actionKey = useRef(newIdempotencyKey())
  const own = auth.user?.address?.toLowerCase() === listing.sellerAddress.toLowerCase()
  const available = listing.status === 'active' && listing.quantity > 0

  const buy = () => {
    if (!auth.isAuthenticated) return auth.requestSignIn()
    createOrder.mutate(
      { listingId: listing.id, quantity, idempotencyKey: actionKey.current },
      {
        onSuccess: (order) => {
          actionKey.current = newIdempotencyKey()
          navigate(`/orders/${order.id}`, { state: { startPayment: true } })
        },
      },
    )
  }

  if (own)
    return <p className="buy-box__note">This is your listing ({listing.quantity} in stock).</p>
  if (!available) return <p className="buy-box__note">Sold out.</p>
  return (
    <div className="buy-box">
      <label className="buy-box__quantity">
        Quantity
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
        Total{' '}
        {formatAmount(
          multiplyAmount(listing.priceAmount, quantity, listing.currency),
          listing.currency,
          18,
        )}
      </span>
      <Button size="large" variant="gradient" disabled={createOrder.isPending} onClick={buy}>
        {createOrder.isPending ? 'Creating order…' : 'Buy'}
      </Button>
      {createOrder.isError && (
        <p className="field__error" role="alert">
          {describePaymentError(createOrder.error, false).message}
        </p>
      )}
    </div>
  )
}
