import type { Order } from '@agora/domain'
import { useCallback, useEffect, useRef } from 'react'
import type { Hash } from 'viem'
import { describePaymentError } from '../../lib/paymentErrors.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { useWagmiConfig } from '../wallet/useWagmiConfig.ts'
import { useOrderChanged } from './data.ts'
import { dispatchPayment, runOncePerOrder, usePaymentState } from './paymentSessions.ts'
import { paymentTotal } from './paymentTotal.ts'
import { forgetPayment, pendingPaymentFor, rememberPayment } from './pendingPayment.ts'
import { ensureChain, requestPayment, waitUntilMined } from './sendPayment.ts'
import { verifyPayment } from './verifyPayment.ts'

/**
 * Pays for an order with the connected wallet and has the server verify it. The transaction
 * hash is stored the moment the wallet returns it, so a reload resumes at verification.
 */
export function usePayment(order: Order | undefined) {
  const orderId = order?.id
  const state = usePaymentState(orderId)
  const wagmiConfig = useWagmiConfig()
  const web3 = useWeb3()
  const onOrderChanged = useOrderChanged()
  const resumedFor = useRef<string | null>(null)

  const verify = useCallback(
    async (id: string, txHash: string) => {
      dispatchPayment(id, { type: 'verifying', txHash })
      const paid = await verifyPayment(id, txHash, () =>
        dispatchPayment(id, { type: 'awaitingConfirmations' }),
      )
      forgetPayment(id)
      onOrderChanged(paid)
      dispatchPayment(id, { type: 'paid' })
    },
    [onOrderChanged],
  )

  const payment = order?.payment
  const guarded = useCallback(
    (id: string, work: () => Promise<void>, hasHash: () => boolean) =>
      runOncePerOrder(id, async () => {
        try {
          await work()
        } catch (error) {
          const context = payment && {
            chainId: payment.chainId,
            amount: paymentTotal(payment),
            currency: payment.currency,
          }
          dispatchPayment(id, {
            type: 'failed',
            ...describePaymentError(error, hasHash(), context),
          })
        }
      }),
    [payment],
  )

  const pay = useCallback(() => {
    if (!order) return
    if (!web3.isConnected || !wagmiConfig) {
      web3.openConnectModal()
      return
    }
    const { id, payment } = order
    let txHash: Hash | null = null
    void guarded(
      id,
      async () => {
        dispatchPayment(id, { type: 'start' })
        await ensureChain(wagmiConfig, payment.chainId, () =>
          dispatchPayment(id, { type: 'switching' }),
        )
        dispatchPayment(id, { type: 'signing' })
        txHash = await requestPayment(wagmiConfig, order, () =>
          dispatchPayment(id, { type: 'approving' }),
        )
        rememberPayment(id, txHash)
        dispatchPayment(id, { type: 'sent', txHash })
        await waitUntilMined(wagmiConfig, txHash, payment.chainId)
        dispatchPayment(id, { type: 'mined' })
        await verify(id, txHash)
      },
      () => txHash !== null,
    )
  }, [order, wagmiConfig, web3, guarded, verify])

  const retryVerification = useCallback(() => {
    const txHash = orderId ? pendingPaymentFor(orderId) : null
    if (!orderId || !txHash) return
    void guarded(
      orderId,
      () => verify(orderId, txHash),
      () => true,
    )
  }, [orderId, guarded, verify])

  // a reload mid-way: the stored transaction is checked again without a new payment
  const status = order?.status
  useEffect(() => {
    if (!orderId) return
    if (status !== 'awaiting_payment') {
      forgetPayment(orderId)
      return
    }
    if (resumedFor.current === orderId || !pendingPaymentFor(orderId)) return
    resumedFor.current = orderId
    retryVerification()
  }, [orderId, status, retryVerification])

  return { state, pay, retryVerification }
}
