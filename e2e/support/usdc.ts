import { type Address, erc20Abi } from 'viem'
import { compile, deploy, deployerClient } from '../../apps/api/test/chain/contracts.ts'

const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'address' }, { type: 'uint256' }],
    outputs: [],
  },
] as const

/** Deploys TestUsdc.sol (an ERC-20 with 6 decimals, "USDC") on the local chain. */
export async function deployTestUsdc(rpcUrl: string): Promise<Address> {
  const { TestUsdc } = compile('TestUsdc.sol', ['TestUsdc'])
  return deploy(rpcUrl, TestUsdc)
}

/** Mints `units` (6 decimals: 1 USDC is 1_000_000n) of the test USDC to `to`. */
export async function mintUsdc(rpcUrl: string, usdc: Address, to: Address, units: bigint) {
  const client = deployerClient(rpcUrl)
  const hash = await client.writeContract({
    address: usdc,
    abi: mintAbi,
    functionName: 'mint',
    args: [to, units],
  })
  await client.waitForTransactionReceipt({ hash })
}

export function usdcBalance(rpcUrl: string, usdc: Address, owner: Address): Promise<bigint> {
  return deployerClient(rpcUrl).readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}
