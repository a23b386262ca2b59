import { agreedUnitPrice } from '@agora/domain'
import type { AppContext } from '../../context.ts'
import type { Viewer } from '../../http/viewer.ts'
import { trimDecimal } from '../marketplace/decimals.ts'
import { placeOrder } from '../marketplace/orders.ts'
import { announceOffer, type OfferRow, presentOffer } from './offerStore.ts'
import { changeOffer, offerForMove } from './offers.ts'

/**
 * The seller accepts the buyer's offer, or the buyer the seller's counter: an order for the
 * buyer at the agreed price, awaiting payment, with checkout's reservation, unpaid-hold caps,
 * payment verification and escrow. The offer and the order are written together or not at all.
 */
export async function acceptOffer(ctx: AppContext, viewer: Viewer, offerId: string) {
  const offer = await offerForMove(ctx, viewer, offerId, 'accept')
  const unitPrice = agreedUnitPrice({
    amount: trimDecimal(offer.amount),
    counterAmount: offer.counterAmount === null ? null : trimDecimal(offer.counterAmount),
  })
  let accepted: OfferRow | undefined
  await placeOrder(
    ctx,
    offer.buyerId,
    {
      listingId: offer.listingId,
      quantity: offer.quantity,
      shippingAddress: offer.shippingAddress ?? undefined,
    },
    {
      unitPrice,
      alongside: async (tx, order) => {
        accepted = await changeOffer(
          ctx,
          offer,
          { status: 'accepted', orderId: order.id, shippingAddress: null },
          tx,
        )
      },
    },
  )
  if (!accepted) throw new Error('accepting the offer wrote nothing')
  announceOffer(ctx, accepted, viewer.userId)
  return presentOffer(ctx, accepted, viewer)
}
