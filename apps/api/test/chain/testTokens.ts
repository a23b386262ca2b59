import { type Address, erc20Abi, erc721Abi } from 'viem'
import { compile } from './contracts.ts'
import type { FundedWallet } from './fundedWallets.ts'

const contracts = compile('TestTokens.sol', ['TestGovernanceToken', 'TestPass'])

const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'address' }, { type: 'uint256' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
] as const

async function deployFrom(wallet: FundedWallet, name: keyof typeof contracts) {
  const { abi, bytecode } = contracts[name]
  const hash = await wallet.deployContract({ abi, bytecode })
  const { contractAddress } = await wallet.waitForTransactionReceipt({ hash })
  if (!contractAddress) throw new Error(`${name} deployment made no contract`)
  return contractAddress
}

/** An ERC-20 ("AGR", 18 decimals) anyone may mint. */
export const deployGovernanceToken = (wallet: FundedWallet) =>
  deployFrom(wallet, 'TestGovernanceToken')

/** An ERC-721 collection ("PASS") anyone may mint into. */
export const deployPass = (wallet: FundedWallet) => deployFrom(wallet, 'TestPass')

export async function mintTokens(wallet: FundedWallet, token: Address, to: Address, units: bigint) {
  const hash = await wallet.writeContract({
    address: token,
    abi: mintAbi,
    functionName: 'mint',
    args: [to, units],
  })
  await wallet.waitForTransactionReceipt({ hash })
}

export async function mintPass(wallet: FundedWallet, pass: Address, to: Address) {
  const hash = await wallet.writeContract({
    address: pass,
    abi: mintAbi,
    functionName: 'mint',
    args: [to],
  })
  await wallet.waitForTransactionReceipt({ hash })
}

/** Moves `units` of an ERC-20 from the wallet's own balance. */
export async function transferTokens(
  from: FundedWallet,
  token: Address,
  to: Address,
  units: bigint,
) {
  const hash = await from.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, units],
  })
  await from.waitForTransactionReceipt({ hash })
}

/** Gives away one ERC-721 token the wallet holds. */
export async function transferPass(from: FundedWallet, pass: Address, to: Address, id: bigint) {
  const hash = await from.writeContract({
    address: pass,
    abi: erc721Abi,
    functionName: 'transferFrom',
    args: [from.account.address, to, id],
  })
  await from.waitForTransactionReceipt({ hash })
}
