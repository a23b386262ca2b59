import { type Address, erc20Abi } from 'viem'
import { compile } from './contracts.ts'
import type { FundedWallet } from './fundedWallets.ts'

const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'address' }, { type: 'uint256' }],
    outputs: [],
  },
] as const

/** Deploys TestUsdc.sol (an ERC-20 with 6 decimals, "USDC") from `wallet`. */
export async function deployTestUsdc(wallet: FundedWallet): Promise<Address> {
  const { TestUsdc } = compile('TestUsdc.sol', ['TestUsdc'])
  const hash = await wallet.deployContract({ abi: TestUsdc.abi, bytecode: TestUsdc.bytecode })
  const { contractAddress } = await wallet.waitForTransactionReceipt({ hash })
  if (!contractAddress) throw new Error('TestUsdc deployment made no contract')
  return contractAddress
}

/** Mints `units` (6 decimals: 1 USDC is 1_000_000n) of the test USDC to `to`. */
export async function mintTestUsdc(
  wallet: FundedWallet,
  usdc: Address,
  to: Address,
  units: bigint,
) {
  const hash = await wallet.writeContract({
    address: usdc,
    abi: mintAbi,
    functionName: 'mint',
    args: [to, units],
  })
  await wallet.waitForTransactionReceipt({ hash })
}

export function usdcBalance(wallet: FundedWallet, usdc: Address, owner: Address) {
  return wallet.readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}
