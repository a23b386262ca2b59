import type { Order, OrderStatus } from '@agora/domain'
import { useEffect, useRef } from 'react'
import { formatDate } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Icon, type IconName } from '../../ui/Icon.tsx'
import type { OrderRole } from './orderRole.ts'
import { orderStatusLabel } from './orderStatus.ts'
import './OrderStanding.css'

const ICONS: Record<OrderStatus, IconName> = {
  awaiting_payment: 'info',
  paid: 'checkCircle',
  shipped: 'info',
  completed: 'checkCircle',
  cancelled: 'x',
  expired: 'x',
  disputed: 'alert',
  refunded: 'refresh',
}

/** What happens next, in the words of the one reading: the order's state is where it leads. */
export function orderNextStep(order: Order, role: OrderRole): string {
  return t(`orders.standing.${order.status}`, {
    role,
    escrow: order.escrow ? 'yes' : 'no',
    time:
      order.status === 'awaiting_payment'
        ? formatDate(order.payment.expiresAt, { timeStyle: 'short' })
        : '',
  })
}

/**
 * The top of an order page: where the order stands (paid, shipped, disputed …) and what
 * happens next for this person. Its text is a live region, so a change is read out.
 */
export function OrderStanding({ order, viewerRole }: { order: Order; viewerRole: OrderRole }) {
  const title = useRef<HTMLHeadingElement>(null)
  const wasAwaiting = useRef(order.status === 'awaiting_payment')
  useEffect(() => {
    // paying removes the checkout, and with it the focused button: focus lands here instead
    if (wasAwaiting.current && order.status !== 'awaiting_payment') {
      const active = document.activeElement
      if (!active || active === document.body) title.current?.focus()
    }
    wasAwaiting.current = order.status === 'awaiting_payment'
  }, [order.status])

  return (
    <GlassCard
      as="section"
      padding="medium"
      className={`order-standing order-standing--${order.status}`}
      aria-labelledby="order-standing-title"
    >
      <h2 id="order-standing-title" className="order-standing__title" ref={title} tabIndex={-1}>
        <Icon name={ICONS[order.status]} size={20} />
        {orderStatusLabel(order.status)}
      </h2>
      <p className="order-standing__next" role="status">
        {orderNextStep(order, viewerRole)}
      </p>
    </GlassCard>
  )
}
