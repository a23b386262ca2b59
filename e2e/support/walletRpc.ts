import {
  type Address,
  createWalletClient,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  type PrivateKeyAccount,
} from 'viem'

/** What the test wallet knows; tests may flip `rejectSignatures` or `rejectTransactions` mid-test. */
export type TestWallet = {
  account: PrivateKeyAccount
  chainId: number
  /**
   * True once the page called `eth_requestAccounts`, or from the start for a wallet installed
   * with `connected: true` (the site was authorized before). `eth_accounts` reports the account
   * only while it is true.
   */
  connected: boolean
  rejectSignatures: boolean
  /** `eth_sendTransaction` fails with 4001 while messages are still signed. */
  rejectTransactions: boolean
  /** JSON-RPC endpoint that transactions and unknown methods are forwarded to. */
  rpcUrl: string | undefined
  /** Every request the page made of the wallet, in order (its answer left out). */
  requests: WalletRequest[]
}

export type WalletRequest = { method: string; params: unknown[] }

export type WalletRpcError = { code: number; message: string }
export type WalletRpcReply = { result: unknown } | { error: WalletRpcError }

type TransactionRequest = { from: Address; to?: Address; data?: Hex; value?: Hex; gas?: Hex }

const userRejected = { code: 4001, message: 'User rejected the request.' }
const unauthorized = {
  code: 4100,
  message: 'The requested account has not been authorized by the user.',
}

class WalletRequestError extends Error {
  constructor(readonly rpcError: WalletRpcError) {
    super(rpcError.message)
  }
}

/**
 * Answers one EIP-1193 request from the page. Errors come back as values because a thrown
 * error loses its `code` on its way through a Playwright binding.
 */
export async function answerWalletRequest(
  wallet: TestWallet,
  method: string,
  params: unknown[],
): Promise<WalletRpcReply> {
  wallet.requests.push({ method, params })
  try {
    return { result: await answer(wallet, method, params) }
  } catch (error) {
    if (error instanceof WalletRequestError) return { error: error.rpcError }
    const code = (error as { code?: unknown }).code
    const message = error instanceof Error ? error.message : String(error)
    return { error: { code: typeof code === 'number' ? code : -32603, message } }
  }
}

async function answer(wallet: TestWallet, method: string, params: unknown[]): Promise<unknown> {
  const { account } = wallet
  switch (method) {
    case 'eth_requestAccounts':
      wallet.connected = true
      return [account.address]
    case 'eth_accounts':
      // a wallet that reports accounts up front is auto-connected and the modal never shows:
      // only a wallet installed with `connected: true` does so on purpose
      return wallet.connected ? [account.address] : []
    case 'eth_chainId':
      return numberToHex(wallet.chainId)
    case 'net_version':
      return String(wallet.chainId)
    case 'wallet_switchEthereumChain': {
      const [{ chainId }] = params as [{ chainId: Hex }]
      wallet.chainId = hexToNumber(chainId)
      return null
    }
    case 'wallet_addEthereumChain':
      return null
    case 'personal_sign': {
      const [message, address] = params as [string, Address]
      assertMaySign(wallet, address)
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = params as [Address, string]
      assertMaySign(wallet, address)
      return account.signTypedData(JSON.parse(typedData))
    }
    case 'eth_sendTransaction': {
      const [transaction] = params as [TransactionRequest]
      assertMaySign(wallet, transaction.from)
      if (wallet.rejectTransactions) throw new WalletRequestError(userRejected)
      return sendTransaction(wallet, transaction)
    }
    default:
      return forwardToRpc(wallet, method, params)
  }
}

function assertMaySign(wallet: TestWallet, address: Address) {
  if (!wallet.connected || !isAddressEqual(address, wallet.account.address)) {
    throw new WalletRequestError(unauthorized)
  }
  if (wallet.rejectSignatures) throw new WalletRequestError(userRejected)
}

function sendTransaction(wallet: TestWallet, transaction: TransactionRequest) {
  const client = createWalletClient({
    account: wallet.account,
    transport: http(requireRpcUrl(wallet, 'eth_sendTransaction')),
  })
  return client.sendTransaction({
    // the chain id comes from the node itself
    chain: null,
    to: transaction.to,
    data: transaction.data,
    value: transaction.value === undefined ? undefined : hexToBigInt(transaction.value),
    gas: transaction.gas === undefined ? undefined : hexToBigInt(transaction.gas),
  })
}

function forwardToRpc(wallet: TestWallet, method: string, params: unknown[]) {
  const transport = http(requireRpcUrl(wallet, method), { retryCount: 0 })({})
  return transport.request({ method, params })
}

function requireRpcUrl(wallet: TestWallet, method: string) {
  if (wallet.rpcUrl) return wallet.rpcUrl
  throw new WalletRequestError({
    code: 4200,
    message: `The test wallet answers ${method} only when given an rpcUrl`,
  })
}
