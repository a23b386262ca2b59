import type { Order } from '@agora/domain'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { Hash } from 'viem'
import { useOrderChanged } from '../orders/data.ts'
import { useWeb3 } from '../wallet/useWeb3.ts'
import { checkoutReducer } from './checkoutStages.ts'
import { describePaymentError } from './paymentErrors.ts'
import { forgetPayment, pendingPaymentFor, rememberPayment } from './pendingPayment.ts'
import { ensureChain, requestPayment, waitUntilMined } from './sendPayment.ts'
import { useWagmiConfig } from './useWagmiConfig.ts'
import { verifyPayment } from './verifyPayment.ts'

/**
 * Pays for an order with the connected wallet and has the server verify it. The transaction
 * hash is stored the moment the wallet returns it, so a reload resumes at verification.
 */
export function usePayment(order: Order | undefined) {
  const [state, dispatch] = useReducer(checkoutReducer, { stage: 'idle' })
  const wagmiConfig = useWagmiConfig()
  const web3 = useWeb3()
  const onOrderChanged = useOrderChanged()
  const running = useRef(false)
  const resumedFor = useRef<string | null>(null)
  const orderId = order?.id

  const verify = useCallback(
    async (id: string, txHash: string) => {
      dispatch({ type: 'verifying', txHash })
      const paid = await verifyPayment(id, txHash, () =>
        dispatch({ type: 'awaitingConfirmations' }),
      )
      forgetPayment(id)
      onOrderChanged(paid)
      dispatch({ type: 'paid' })
    },
    [onOrderChanged],
  )

  const guarded = useCallback(async (work: () => Promise<void>, hasHash: () => boolean) => {
    if (running.current) return
    running.current = true
    try {
      await work()
    } catch (error) {
      dispatch({ type: 'failed', ...describePaymentError(error, hasHash()) })
    } finally {
      running.current = false
    }
  }, [])

  const pay = useCallback(() => {
    if (!order) return
    if (!web3.isConnected || !wagmiConfig) {
      web3.openConnectModal()
      return
    }
    let txHash: Hash | null = null
    void guarded(
      async () => {
        dispatch({ type: 'start' })
        await ensureChain(wagmiConfig, order.payment.chainId, () => dispatch({ type: 'switching' }))
        dispatch({ type: 'signing' })
        txHash = await requestPayment(wagmiConfig, order.payment)
        rememberPayment(order.id, txHash)
        dispatch({ type: 'sent', txHash })
        await waitUntilMined(wagmiConfig, txHash, order.payment.chainId)
        dispatch({ type: 'mined' })
        await verify(order.id, txHash)
      },
      () => txHash !== null,
    )
  }, [order, wagmiConfig, web3, guarded, verify])

  const retryVerification = useCallback(() => {
    const txHash = orderId ? pendingPaymentFor(orderId) : null
    if (!orderId || !txHash) return
    void guarded(
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

  return { state, pay, retryVerification, reset: () => dispatch({ type: 'reset' }) }
}
