import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'
import { useWalletKitBridge } from './WalletKitContext.ts'

/** Hands RainbowKit's modal openers to `Web3Provider`, for `useWeb3().openConnectModal()`. */
export function ModalRegistrar() {
  const { registerModals } = useWalletKitBridge()
  const { openConnectModal } = useConnectModal()
  const { openAccountModal } = useAccountModal()
  const { openChainModal } = useChainModal()
  useEffect(() => {
    registerModals({ openConnectModal, openAccountModal, openChainModal })
  }, [registerModals, openConnectModal, openAccountModal, openChainModal])
  useEffect(() => () => registerModals(null), [registerModals])
  return null
}
