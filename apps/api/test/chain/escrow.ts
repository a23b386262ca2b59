import { ESCROW_ABI, escrowOrderId } from '@agora/domain'
import { type Address, erc20Abi, type Hex, zeroAddress } from 'viem'
import { deployEscrow } from '../../src/chain/escrowContract.ts'
import type { FundedWallet } from './fundedWallets.ts'

/** Gas given to every escrow call, so a refused one is mined and reported as reverted. */
export const FIXED_GAS = 300_000n

/** A fresh escrow on the local chain, deployed by `wallet`. */
export function deployTestEscrow(
  wallet: FundedWallet,
  arbiter: Address,
  releaseDelaySeconds = 86_400n,
) {
  return deployEscrow(wallet, { arbiter, releaseDelaySeconds })
}

/** Sends one escrow call and returns its mined receipt, whether it succeeded or reverted. */
export async function escrowCall(
  wallet: FundedWallet,
  escrow: Address,
  call:
    | { functionName: 'release' | 'refund' | 'dispute'; orderId: string }
    | { functionName: 'resolve'; orderId: string; buyerBps: number }
    | {
        functionName: 'fund'
        orderId: string
        seller: Address
        token?: Address
        amount: bigint
        value?: bigint
      },
) {
  const id = escrowOrderId(call.orderId)
  const base = { address: escrow, abi: ESCROW_ABI, gas: FIXED_GAS } as const
  let hash: Hex
  if (call.functionName === 'fund') {
    const token = call.token ?? zeroAddress
    hash = await wallet.writeContract({
      ...base,
      functionName: 'fund',
      args: [id, call.seller, token, call.amount],
      value: call.value ?? (token === zeroAddress ? call.amount : 0n),
    })
  } else if (call.functionName === 'resolve') {
    hash = await wallet.writeContract({
      ...base,
      functionName: 'resolve',
      args: [id, call.buyerBps],
    })
  } else {
    hash = await wallet.writeContract({ ...base, functionName: call.functionName, args: [id] })
  }
  return wallet.waitForTransactionReceipt({ hash })
}

export async function approve(
  wallet: FundedWallet,
  token: Address,
  spender: Address,
  units: bigint,
) {
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, units],
  })
  return wallet.waitForTransactionReceipt({ hash })
}

export function dealOf(wallet: FundedWallet, escrow: Address, orderId: string) {
  return wallet.readContract({
    address: escrow,
    abi: ESCROW_ABI,
    functionName: 'deals',
    args: [escrowOrderId(orderId)],
  })
}
