import type { Order } from '@agora/domain'
import { richMessage } from '../../i18n/richMessage.tsx'
import type { OrderRole } from './orderRole.ts'
import { PartyName } from './PartyName.tsx'
import { paymentTotal } from './paymentTotal.ts'
import { useParty } from './useParty.ts'

/**
 * The order in one line: quantity, total and the other side by @handle (the buyer sees the
 * seller, the seller the buyer, anyone else both).
 */
export function OrderParties({ order, viewerRole }: { order: Order; viewerRole: OrderRole }) {
  return (
    <p className="order-page__parties">
      {order.quantity} × · {paymentTotal(order.payment)}
      {viewerRole !== 'seller' && (
        <>
          {' · '}
          <Party address={order.sellerAddress} side="seller" />
        </>
      )}
      {viewerRole !== 'buyer' && (
        <>
          {' · '}
          <Party address={order.buyerAddress} side="buyer" />
        </>
      )}
    </p>
  )
}

function Party({ address, side }: { address: string; side: 'seller' | 'buyer' }) {
  const party = useParty(address)
  return (
    <>
      {richMessage(side === 'seller' ? 'orders.page.seller' : 'orders.page.buyer', {
        party: <PartyName party={party} />,
      })}
    </>
  )
}
