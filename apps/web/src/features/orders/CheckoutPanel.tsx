import type { Order } from '@agora/domain'
import { useEffect, useRef } from 'react'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { CHECKOUT_STEPS, STEP_LABELS, stepStatus } from './checkoutStages.ts'
import { NetworkName } from './NetworkName.tsx'
import { paymentTotal } from './paymentTotal.ts'
import { pendingPaymentFor } from './pendingPayment.ts'
import { usePayment } from './usePayment.ts'
import './Checkout.css'

/** Pays for an order awaiting payment and shows each stage; `autoStart` right after "Buy". */
export function CheckoutPanel({ order, autoStart }: { order: Order; autoStart: boolean }) {
  const { state, pay, retryVerification } = usePayment(order)
  const started = useRef(false)
  useEffect(() => {
    if (autoStart && !started.current && state.stage === 'idle' && !pendingPaymentFor(order.id)) {
      started.current = true
      pay()
    }
  }, [autoStart, pay, order.id, state.stage])

  const busy = state.stage !== 'idle' && state.stage !== 'error' && state.stage !== 'paid'
  return (
    <GlassCard as="section" className="checkout" padding="medium" aria-labelledby="checkout-title">
      <h2 id="checkout-title" className="checkout__title">
        Pay {paymentTotal(order.payment)}
      </h2>
      <p className="checkout__hint">
        Pay before {new Date(order.payment.expiresAt).toLocaleTimeString()} on{' '}
        <NetworkName chainId={order.payment.chainId} />. The order is paid once the server has
        verified the transaction.
      </p>
      {order.escrow && (
        <p className="checkout__note">
          <Icon name="shieldCheck" size={14} /> Escrow Protected: your payment is held by the escrow
          contract until you confirm delivery
          {order.payment.currency === 'USDC' ? ' (approve, then fund: two transactions).' : '.'}
        </p>
      )}
      {'approving' in state && state.approving && (
        <p className="checkout__note">Approving the escrow to take the USDC…</p>
      )}
      {state.stage === 'switching' && (
        <p className="checkout__note">Switching your wallet’s network…</p>
      )}
      <ol className="checkout__steps" aria-label="Payment progress">
        {CHECKOUT_STEPS.map((step) => {
          const status = stepStatus(state, step)
          return (
            <li
              key={step}
              className={`checkout__step checkout__step--${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="checkout__dot" aria-hidden="true">
                {status === 'done' ? <Icon name="check" size={12} /> : null}
              </span>
              {STEP_LABELS[step]}
            </li>
          )
        })}
      </ol>
      <div role="status" aria-live="polite" className="checkout__live">
        {busy &&
          `${state.stage === 'switching' ? 'Switching network' : STEP_LABELS[state.stage as keyof typeof STEP_LABELS]}…`}
        {state.stage === 'paid' && 'Payment verified. The seller has been told to ship.'}
      </div>
      {state.stage === 'error' && (
        <div className="checkout__error" role="alert">
          <Icon name="alert" size={18} />
          <span>{state.message}</span>
        </div>
      )}
      <div className="checkout__actions">
        {state.stage === 'idle' && order.status === 'awaiting_payment' && (
          <Button icon="link" onClick={pay}>
            Pay with wallet
          </Button>
        )}
        {state.stage === 'error' && state.retry === 'verify' && (
          <Button icon="refresh" onClick={retryVerification}>
            Retry
          </Button>
        )}
        {state.stage === 'error' && state.retry === 'pay' && (
          <Button icon="refresh" onClick={pay}>
            Retry
          </Button>
        )}
      </div>
    </GlassCard>
  )
}
