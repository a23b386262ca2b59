import { createContext, useContext } from 'react'
import type { MessagingKey } from './keyStore.ts'

export type KeyState =
  | { status: 'checking' }
  /** No connection: the key and the messages are read from the server (checked again online). */
  | { status: 'offline' }
  /** Published elsewhere or never set up: one signature opens or creates it. */
  | { status: 'locked'; hasPublishedKey: boolean }
  | { status: 'unlocking' }
  | { status: 'ready'; key: MessagingKey }
  | { status: 'error'; message: string; hasPublishedKey: boolean }

export type MessagingKeyValue = { state: KeyState; unlock(): void }

export const MessagingKeyContext = createContext<MessagingKeyValue | null>(null)

export function useMessagingKey() {
  const value = useContext(MessagingKeyContext)
  if (!value) throw new Error('useMessagingKey must be used within a MessagingKeyProvider')
  return value
}

/** The unlocked key; only below the key gate. */
export function useUnlockedKey(): MessagingKey {
  const { state } = useMessagingKey()
  if (state.status !== 'ready') throw new Error('The messaging key is not unlocked')
  return state.key
}
