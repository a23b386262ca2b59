import type { ClientConfig } from '@agora/domain'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { WagmiContext } from 'wagmi'
import { useFirstContentfulPaint } from '../../lib/useFirstContentfulPaint.ts'
import { Web3Context, type Web3State } from '../../lib/Web3Context.ts'
import { useClientConfig } from './clientConfigData.ts'
import { runWhenIdle } from './loadWhenIdle.ts'
import type { WalletKit, WalletModalName, WalletModals, WalletSnapshot } from './WalletKit.ts'
import { WalletKitContext } from './WalletKitContext.ts'

/** wagmi remembers the last wallet here; without it there is nothing to reconnect. */
const RECENT_CONNECTOR_KEY = 'wagmi.recentConnectorId'

function hasWalletToReconnect() {
  try {
    return window.localStorage.getItem(RECENT_CONNECTOR_KEY) !== null
  } catch {
    // storage disabled: nothing to reconnect
    return false
  }
}

function initialSnapshot(): WalletSnapshot {
  return {
    address: undefined,
    status: hasWalletToReconnect() ? 'reconnecting' : 'disconnected',
    chainId: undefined,
    isWrongNetwork: false,
    connector: null,
  }
}

function loadWalletKit(config: ClientConfig): Promise<WalletKit> {
  return import('./createWalletKit.ts').then((module) => module.createWalletKit(config))
}

/**
 * Supplies the wallet state. wagmi and RainbowKit are loaded after the first paint (they are
 * most of the app's JavaScript): `WagmiContext` sits here from the start so that nothing
 * below remounts when they arrive, and `WalletUi` renders RainbowKit once they have.
 */
export function Web3Provider({ children }: { children: ReactNode }) {
  // asked for once the first frame is on screen: nothing in it needs the wallet's settings
  const clientConfig = useClientConfig({ enabled: useFirstContentfulPaint() })
  const [kit, setKit] = useState<WalletKit | null>(null)
  const [snapshot, setSnapshot] = useState(initialSnapshot)
  const loading = useRef<Promise<WalletKit> | null>(null)
  const modals = useRef<WalletModals | null>(null)
  const pendingModal = useRef<WalletModalName | null>(null)
  const [isUiMounted, setUiMounted] = useState(false)
  const [buttonSlot, setButtonSlot] = useState<HTMLElement | null>(null)

  // the config the kit was built with: a stand-in from an offline start is replaced once
  // the server's own arrives, and the kit is built again with it (the effects below)
  const builtWith = useRef<ClientConfig | null>(null)
  useEffect(() => {
    if (!builtWith.current || builtWith.current === clientConfig) return
    builtWith.current = null
    loading.current = null
    setKit(null)
  }, [clientConfig])

  const ensureKit = useCallback((): Promise<WalletKit> | null => {
    if (!clientConfig) return null
    if (loading.current) return loading.current
    builtWith.current = clientConfig
    const building: Promise<WalletKit> = loadWalletKit(clientConfig).then(
      (loaded) => {
        // a kit for a config replaced while it loaded is not the one to use
        if (loading.current === building) setKit(loaded)
        return loaded
      },
      (error: unknown) => {
        // a failed chunk load is retried on the next request for the wallet
        if (loading.current === building) loading.current = null
        throw error
      },
    )
    loading.current = building
    return building
  }, [clientConfig])

  // a returning wallet reconnects once the page is idle; anyone else loads the wallet
  // library when they ask for it (Connect Wallet), so first visits stay light
  useEffect(() => {
    if (!clientConfig) return
    // a Connect click that came before the config did
    if (pendingModal.current) return void ensureKit()?.catch(() => {})
    if (!hasWalletToReconnect()) return
    return runWhenIdle(() => void ensureKit()?.catch(() => {}))
  }, [clientConfig, ensureKit])

  useEffect(() => {
    if (!kit) return
    setSnapshot(kit.snapshot())
    const unsubscribe = kit.subscribe(setSnapshot)
    void kit.reconnect()
    return unsubscribe
  }, [kit])

  const registerModals = useCallback((next: WalletModals | null) => {
    modals.current = next
    setUiMounted(next !== null)
    const pending = pendingModal.current
    const open = pending && next?.[pending]
    if (open) {
      pendingModal.current = null
      // @NOTE after RainbowKit's own mount effects, which close every modal of a signed-out user
      window.setTimeout(open, 0)
    }
  }, [])

  const openModal = useCallback(
    (name: WalletModalName) => {
      const open = modals.current?.[name]
      if (open) return open()
      // not loaded yet: open it as soon as the wallet UI is there
      pendingModal.current = name
      void ensureKit()?.catch(() => {})
    },
    [ensureKit],
  )

  // stable openers: `useAuth().requestSignIn` is one of them, and many components read it
  const openConnectModal = useCallback(() => openModal('openConnectModal'), [openModal])
  const openAccountModal = useCallback(() => openModal('openAccountModal'), [openModal])
  const openChainModal = useCallback(() => openModal('openChainModal'), [openModal])

  const value = useMemo<Web3State>(
    () => ({
      clientConfig,
      isReady: kit !== null,
      ...snapshot,
      isConnected: snapshot.status === 'connected',
      async connect(connectorId) {
        const loaded = await ensureKit()
        await loaded?.connect(connectorId)
      },
      async disconnect() {
        await kit?.disconnect()
      },
      async switchNetwork(chainId) {
        const loaded = await ensureKit()
        await loaded?.switchNetwork(chainId)
      },
      async signMessage(message) {
        if (!kit) throw new Error('Connector not available')
        return kit.signMessage(message)
      },
      openConnectModal,
      openAccountModal,
      openChainModal,
    }),
    [clientConfig, kit, snapshot, ensureKit, openConnectModal, openAccountModal, openChainModal],
  )
  const bridge = useMemo(
    () => ({ kit, registerModals, isUiMounted, buttonSlot, setButtonSlot }),
    [kit, registerModals, isUiMounted, buttonSlot],
  )

  return (
    <WagmiContext.Provider value={kit?.wagmiConfig}>
      <WalletKitContext.Provider value={bridge}>
        <Web3Context.Provider value={value}>{children}</Web3Context.Provider>
      </WalletKitContext.Provider>
    </WagmiContext.Provider>
  )
}
