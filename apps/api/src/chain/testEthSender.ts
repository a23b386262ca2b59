import { LOCAL_CHAIN_ID } from '@agora/domain'
import { type Address, createWalletClient, type Hash, http, publicActions } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { viemChain } from './chains.ts'

// Hardhat's well-known development mnemonic: each of its default accounts holds 10,000 test
// ETH on every local node. The last of the twenty sends test ETH, so its nonces never race
// the first account's (the demo escrow's deployer and keeper) nor the test wallets'.
const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk'
const SENDER_INDEX = 19
const RPC_TIMEOUT_MS = 10_000
const RECEIPT_TIMEOUT_MS = 30_000

let sender: HDAccount | undefined
// one transfer at a time from this process: two at once would take the same nonce
let queue: Promise<unknown> = Promise.resolve()

export type TestEthTransfer = { txHash: Hash; balance: bigint }

/**
 * Sends `value` wei of test ETH to `to` on the local chain at `rpcUrl`, waits until it is
 * mined, and reads what `to` then holds. Only ever for chain 31337.
 */
export function sendTestEth(rpcUrl: string, to: Address, value: bigint): Promise<TestEthTransfer> {
  const run = queue.then(() => transfer(rpcUrl, to, value))
  queue = run.catch(() => undefined)
  return run
}

async function transfer(rpcUrl: string, to: Address, value: bigint): Promise<TestEthTransfer> {
  sender ??= mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: SENDER_INDEX })
  const wallet = createWalletClient({
    account: sender,
    chain: viemChain(LOCAL_CHAIN_ID),
    transport: http(rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
    pollingInterval: 250,
  }).extend(publicActions)
  const send = () => wallet.sendTransaction({ to, value })
  // once more on a nonce race with another server sending from the same node's account
  const txHash = await send().catch(send)
  const receipt = await wallet.waitForTransactionReceipt({
    hash: txHash,
    timeout: RECEIPT_TIMEOUT_MS,
  })
  if (receipt.status !== 'success') throw new Error(`test ETH transfer ${txHash} reverted`)
  return { txHash, balance: await wallet.getBalance({ address: to }) }
}
