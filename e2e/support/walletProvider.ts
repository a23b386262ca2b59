import type { WalletRpcReply } from './walletRpc.ts'

export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string }

declare global {
  interface Window {
    __wallet?: (method: string, params: unknown) => Promise<WalletRpcReply>
  }
}

type Listener = (payload: unknown) => void

/**
 * Runs in the page (serialized by `addInitScript`, so it must not use anything from outside
 * its own body): an EIP-1193 provider backed by the `__wallet` binding, announced per EIP-6963.
 */
export function announceTestWallet(info: WalletInfo) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  let exposedAccounts = '[]'

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      const call = window.__wallet
      if (!call) throw new Error('The test wallet binding is missing')
      const reply = await call(method, params ?? [])
      if ('error' in reply) {
        throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
      }
      // what the page has seen already is no change: a wallet it reconnected through
      // `eth_accounts` does not announce the same account again on `eth_requestAccounts`
      if (method === 'eth_accounts') exposedAccounts = JSON.stringify(reply.result)
      if (method === 'eth_requestAccounts' && JSON.stringify(reply.result) !== exposedAccounts) {
        exposedAccounts = JSON.stringify(reply.result)
        emit('accountsChanged', reply.result)
      }
      if (method === 'wallet_switchEthereumChain' && Array.isArray(params)) {
        emit('chainChanged', (params[0] as { chainId: string }).chainId)
      }
      return reply.result
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  const announce = () => {
    const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
