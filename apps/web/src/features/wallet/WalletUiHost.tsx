import { Suspense } from 'react'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { useWalletKitBridge } from './WalletKitContext.ts'

const LazyWalletUi = lazyWithRetry<object>(() =>
  import('./WalletUi.tsx').then((module) => ({ default: module.WalletUi })),
)

/** Mounts the wallet UI (RainbowKit) once wagmi is running; nothing before. */
export function WalletUiHost() {
  const { kit } = useWalletKitBridge()
  if (!kit) return null
  return (
    <Suspense fallback={null}>
      <LazyWalletUi />
    </Suspense>
  )
}
