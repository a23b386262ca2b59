import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { readStorage, writeStorage } from '../../../lib/storage.ts'

const KEY_STORAGE_KEY = 'agora.demoWallet.key'
const CONNECTED_STORAGE_KEY = 'agora.demoWallet.connected'

/**
 * The demo wallet's key: made on first use and kept in this browser's storage. It is for
 * trying Agora only; anyone with access to this browser profile can read it.
 */
export function demoAccount() {
  let key = readStorage(KEY_STORAGE_KEY) as Hex | null
  if (!key || !/^0x[0-9a-f]{64}$/i.test(key)) {
    key = generatePrivateKey()
    writeStorage(KEY_STORAGE_KEY, key)
  }
  return privateKeyToAccount(key)
}

/** Whether the user has connected the demo wallet (and not disconnected it since). */
export function isDemoWalletAuthorized(): boolean {
  return readStorage(CONNECTED_STORAGE_KEY) === 'true'
}

export function setDemoWalletAuthorized(authorized: boolean) {
  writeStorage(CONNECTED_STORAGE_KEY, String(authorized))
}
