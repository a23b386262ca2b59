import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { isOfflineFailure } from '../../lib/queryClient.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { signingErrorText, walletAuthErrorText } from '../wallet/walletSignIn.ts'
import { fetchOwnKey, publishKey } from './api.ts'
import { readStoredKey, storeKey } from './keyStore.ts'
import { KeyMismatchError, keptKeyIsCurrent, type OwnKey, unlockMessagingKey } from './unlockKey.ts'
import { type KeyState, MessagingKeyContext } from './useMessagingKey.ts'

/**
 * The signed-in person's messaging key for everything below: kept from an earlier unlock in
 * this browser, or opened (or created) with one wallet signature when they ask.
 */
export function MessagingKeyProvider({
  userId,
  address,
  children,
}: {
  userId: string
  address: string
  children: ReactNode
}) {
  const web3 = useWeb3()
  const [state, setState] = useState<KeyState>({ status: 'checking' })
  // bumped when the browser is back online after an offline check, to check again
  const [attempt, setAttempt] = useState(0)
  const own = useRef<OwnKey | null | undefined>(undefined)
  const latestWeb3 = useRef(web3)
  latestWeb3.current = web3

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt checks again
  useEffect(() => {
    let cancelled = false
    fetchOwnKey().then(
      (published) => {
        if (cancelled) return
        own.current = published
        const kept = readStoredKey(userId)
        if (kept && keptKeyIsCurrent(kept, published, address))
          setState({ status: 'ready', key: kept })
        else setState({ status: 'locked', hasPublishedKey: published !== null })
      },
      (error: unknown) => {
        if (cancelled) return
        setState(
          isOfflineFailure(error)
            ? { status: 'offline' }
            : { status: 'error', message: errorMessage(error), hasPublishedKey: false },
        )
      },
    )
    return () => {
      cancelled = true
    }
  }, [userId, address, attempt])

  const offline = state.status === 'offline'
  useEffect(() => {
    if (!offline) return
    const again = () => {
      setState({ status: 'checking' })
      setAttempt((n) => n + 1)
    }
    window.addEventListener('online', again)
    // 'online' can come before the network (or the worker's view of it) is back: while the
    // browser says it is online, check again after growing pauses
    const retry = navigator.onLine
      ? window.setTimeout(again, Math.min(30_000, 1000 * 2 ** attempt))
      : undefined
    return () => {
      window.removeEventListener('online', again)
      window.clearTimeout(retry)
    }
  }, [offline, attempt])

  const unlock = useCallback(() => {
    const hasPublishedKey = Boolean(own.current)
    setState({ status: 'unlocking' })
    unlockMessagingKey(
      {
        address,
        fetchOwnKey,
        publishKey,
        sign: (message) => latestWeb3.current.signMessage(message),
      },
      own.current,
    ).then(
      (key) => {
        storeKey(userId, key)
        // read again if ever needed: a key made here was just published
        own.current = undefined
        setState({ status: 'ready', key })
      },
      (error: unknown) => {
        const message =
          error instanceof KeyMismatchError
            ? error.message
            : error instanceof ApiError
              ? errorMessage(error)
              : walletAuthErrorText(signingErrorText(error))
        setState({ status: 'error', message, hasPublishedKey })
      },
    )
  }, [userId, address])

  const value = useMemo(() => ({ state, unlock }), [state, unlock])
  return <MessagingKeyContext.Provider value={value}>{children}</MessagingKeyContext.Provider>
}
