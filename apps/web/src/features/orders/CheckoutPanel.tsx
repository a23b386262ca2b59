import { AS_BUYER, mayActOnOrder, ORDER_STEPS, type Order } from '@agora/domain'
import { useEffect, useRef, useState } from 'react'
import { formatDate } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog.tsx'
import { CHECKOUT_STEPS, type CheckoutStep, stepLabel, stepStatus } from './checkoutStages.ts'
import { NetworkName } from './NetworkName.tsx'
import { paymentTotal } from './paymentTotal.ts'
import { pendingPaymentFor } from './pendingPayment.ts'
import { usePayment } from './usePayment.ts'
import './Checkout.css'
import { Ltr } from '../../ui/Ltr.tsx'

/**
 * Pays for an order awaiting payment and shows each stage; `autoStart` right after "Buy" (the
 * review sheet asked already), otherwise "Pay with wallet" asks in a dialog first. The order
 * page shows it only while payment is due: once paid, the order's standing says so.
 */
export function CheckoutPanel({ order, autoStart }: { order: Order; autoStart: boolean }) {
  const { state, pay, retryVerification } = usePayment(order)
  const started = useRef(false)
  const [asking, setAsking] = useState(false)
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
        {richMessage('orders.checkout.title', {
          amount: <Ltr>{paymentTotal(order.payment)}</Ltr>,
        })}
      </h2>
      <p className="checkout__hint">
        {richMessage(
          'orders.checkout.hint',
          { network: <NetworkName chainId={order.payment.chainId} /> },
          { time: formatDate(order.payment.expiresAt, { timeStyle: 'medium' }) },
        )}
      </p>
      {order.escrow && (
        <p className="checkout__note">
          <Icon name="shieldCheck" size={14} />{' '}
          {order.payment.currency === 'USDC'
            ? t('orders.checkout.escrowNoteUsdc')
            : t('orders.checkout.escrowNote')}
        </p>
      )}
      {'approving' in state && state.approving && (
        <p className="checkout__note">{t('orders.checkout.approving')}</p>
      )}
      {state.stage === 'switching' && (
        <p className="checkout__note">{t('orders.checkout.switching')}</p>
      )}
      <ol className="checkout__steps" aria-label={t('orders.checkout.progress')}>
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
              {stepLabel(step)}
            </li>
          )
        })}
      </ol>
      <div role="status" aria-live="polite" className="checkout__live">
        {busy &&
          (state.stage === 'switching'
            ? t('orders.checkout.busySwitching')
            : t('orders.checkout.busy', { step: stepLabel(state.stage as CheckoutStep) }))}
      </div>
      {state.stage === 'error' && (
        <div className="checkout__error" role="alert">
          <Icon name="alert" size={18} />
          <span>{state.message}</span>
        </div>
      )}
      <div className="checkout__actions">
        {state.stage === 'idle' && mayActOnOrder(ORDER_STEPS.pay, order.status, AS_BUYER) && (
          <Button icon="link" onClick={() => setAsking(true)}>
            {t('orders.checkout.payWithWallet')}
          </Button>
        )}
        {state.stage === 'error' && state.retry === 'verify' && (
          <Button icon="refresh" onClick={retryVerification}>
            {t('common.retry')}
          </Button>
        )}
        {state.stage === 'error' && state.retry === 'pay' && (
          // a retry sends money again: it asks like the first payment did
          <Button icon="refresh" onClick={() => setAsking(true)}>
            {t('common.retry')}
          </Button>
        )}
      </div>
      {asking && (
        <ConfirmPaymentDialog
          order={order}
          onConfirm={() => {
            setAsking(false)
            pay()
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </GlassCard>
  )
}
