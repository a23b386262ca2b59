import {
  type Chain,
  createWalletClient,
  type EIP1193Provider,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isHex,
  numberToHex,
  type PrivateKeyAccount,
  type TransactionRequest,
} from 'viem'
import { isDemoWalletAuthorized, setDemoWalletAuthorized } from './demoKey.ts'

type Listener = (payload: unknown) => void
type RpcTransaction = { to?: Hex; data?: Hex; value?: Hex; gas?: Hex }

const unsupportedChain = (chainId: Hex) =>
  Object.assign(new Error(`Chain ${chainId} is not configured.`), { code: 4902 })

/**
 * An EIP-1193 provider whose account is a key held in the browser: it signs with viem's local
 * account and sends everything else to the chain's own RPC. `loadAccount` runs on first use,
 * so visitors who never pick the demo wallet get no key.
 */
export function createDemoProvider(
  loadAccount: () => PrivateKeyAccount,
  chains: readonly Chain[],
  initialChainId: number,
): EIP1193Provider {
  let loaded: PrivateKeyAccount | undefined
  const getAccount = () => {
    loaded ??= loadAccount()
    return loaded
  }
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  let chainId = initialChainId
  const currentChain = () => chains.find((chain) => chain.id === chainId) ?? chains[0]
  const accounts = () => (isDemoWalletAuthorized() ? [getAccount().address] : [])
  const authorize = () => {
    setDemoWalletAuthorized(true)
    return [getAccount().address]
  }

  async function request({ method, params }: { method: string; params?: unknown }) {
    const args = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_requestAccounts':
        return authorize()
      case 'wallet_requestPermissions':
        authorize()
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_revokePermissions':
        setDemoWalletAuthorized(false)
        return null
      case 'eth_accounts':
        return accounts()
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_switchEthereumChain': {
        const requested = (args[0] as { chainId: Hex }).chainId
        if (!chains.some((chain) => chain.id === hexToNumber(requested))) {
          throw unsupportedChain(requested)
        }
        chainId = hexToNumber(requested)
        emit('chainChanged', requested)
        return null
      }
      case 'personal_sign': {
        const [message] = args as [string]
        return getAccount().signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4':
        return getAccount().signTypedData(JSON.parse(args[1] as string))
      case 'eth_sendTransaction':
        return sendTransaction(args[0] as RpcTransaction)
      default:
        return http()({ chain: currentChain() }).request({ method, params: args } as never)
    }
  }

  function sendTransaction(transaction: RpcTransaction) {
    const client = createWalletClient({
      account: getAccount(),
      chain: currentChain(),
      transport: http(),
    })
    const prepared: TransactionRequest = {
      to: transaction.to,
      data: transaction.data,
      value: transaction.value === undefined ? undefined : hexToBigInt(transaction.value),
      gas: transaction.gas === undefined ? undefined : hexToBigInt(transaction.gas),
    }
    return client.sendTransaction({ ...prepared, chain: currentChain() })
  }

  const provider = {
    request,
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
  return provider as unknown as EIP1193Provider
}
