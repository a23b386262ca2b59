import { keccak256, toBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * Demo wallets for a newcomer's embedded database. Their keys are derived from public
 * labels, so they are known to anyone: only demo content may ever belong to them.
 */
export const demoWallets = [
  {
    label: 'agora-demo-ada',
    handle: 'ada_onchain',
    bio: 'Building on Base. Coffee, Solidity, long walks.',
  },
  {
    label: 'agora-demo-kofi',
    handle: 'kofi_makes',
    bio: 'Ceramics and generative art, minted in small runs.',
  },
  {
    label: 'agora-demo-mei',
    handle: 'mei_governs',
    bio: 'DAO tooling nerd. Proposals should be short.',
  },
].map((wallet) => {
  const account = privateKeyToAccount(keccak256(toBytes(wallet.label)))
  return { ...wallet, account, address: account.address.toLowerCase() }
})

export type DemoWallet = (typeof demoWallets)[number]
