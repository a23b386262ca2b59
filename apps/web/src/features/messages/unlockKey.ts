import {
  generateMessagingKeyPair,
  MESSAGING_KEY_MESSAGE,
  messagingPublicKey,
  toBase64,
  unwrapPrivateKey,
  type WrappedPrivateKey,
  wrapPrivateKey,
} from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import type { MessagingKey } from './keyStore.ts'

export type OwnKey = { publicKey: string; wrappedPrivateKey: WrappedPrivateKey }

export type UnlockDependencies = {
  address: string
  /** The published key, or null when this person has none yet. */
  fetchOwnKey(): Promise<OwnKey | null>
  publishKey(key: OwnKey): Promise<void>
  /** The wallet's signature of MESSAGING_KEY_MESSAGE. */
  sign(message: string): Promise<string>
}

export class KeyMismatchError extends Error {
  override name = 'KeyMismatchError'
}

/** The kept key, if it is still the published one (a key replaced elsewhere is not). */
export function keptKeyIsCurrent(kept: MessagingKey | null, own: OwnKey | null, address: string) {
  return (
    kept !== null &&
    own !== null &&
    kept.publicKey === own.publicKey &&
    kept.address === address.toLowerCase()
  )
}

/**
 * Opens the person's messaging key with one wallet signature: the published, wrapped key
 * when there is one (another browser set it up), else a new key, wrapped and published.
 */
export async function unlockMessagingKey(
  deps: UnlockDependencies,
  own?: OwnKey | null,
): Promise<MessagingKey> {
  const address = deps.address.toLowerCase()
  const published = own === undefined ? await deps.fetchOwnKey() : own
  const signature = await deps.sign(MESSAGING_KEY_MESSAGE)
  if (published) {
    let privateKey: Uint8Array
    try {
      privateKey = unwrapPrivateKey(published.wrappedPrivateKey, signature)
    } catch {
      throw new KeyMismatchError(t('messages.key.signatureMismatch'))
    }
    if (toBase64(messagingPublicKey(privateKey)) !== published.publicKey)
      throw new KeyMismatchError(t('messages.key.publishedMismatch'))
    return { address, publicKey: published.publicKey, privateKey }
  }
  const pair = generateMessagingKeyPair()
  const key: OwnKey = {
    publicKey: toBase64(pair.publicKey),
    wrappedPrivateKey: wrapPrivateKey(pair.privateKey, signature),
  }
  await deps.publishKey(key)
  return { address, publicKey: key.publicKey, privateKey: pair.privateKey }
}
