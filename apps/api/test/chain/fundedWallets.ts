import { createTestClient, createWalletClient, http, parseEther, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'

/**
 * A new wallet with test ETH on the local chain. Funded with hardhat_setBalance rather
 * than a transfer, so test files running in parallel never compete for one sender's nonce.
 */
export async function fundedWallet(rpcUrl: string, ether = '100') {
  const account = privateKeyToAccount(generatePrivateKey())
  await createTestClient({ mode: 'hardhat', chain: hardhat, transport: http(rpcUrl) }).setBalance({
    address: account.address,
    value: parseEther(ether),
  })
  return createWalletClient({ account, chain: hardhat, transport: http(rpcUrl) }).extend(
    publicActions,
  )
}

export type FundedWallet = Awaited<ReturnType<typeof fundedWallet>>

export function testChain(rpcUrl: string) {
  return createTestClient({ mode: 'hardhat', chain: hardhat, transport: http(rpcUrl) })
}
