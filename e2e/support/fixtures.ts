import { test as base } from '@playwright/test'
import { prepareWalletAccount } from './session.ts'
import {
  hardhatAccount0Key,
  installTestWallet,
  type TestWallet,
  type TestWalletOptions,
} from './wallet.ts'

export type WalletFixtures = {
  /** Set per file or describe block: `test.use({ walletOptions: { rejectSignatures: true } })`. */
  walletOptions: TestWalletOptions
  /** Installs the test wallet into this test's browser context. */
  wallet: TestWallet
}

export const test = base.extend<WalletFixtures>({
  walletOptions: [{}, { option: true }],
  wallet: async ({ context, walletOptions, baseURL }, use) => {
    // the wallet's account exists with the welcome step closed: specs here are about other things
    if (baseURL) await prepareWalletAccount(baseURL, walletOptions.privateKey ?? hardhatAccount0Key)
    await use(await installTestWallet(context, walletOptions))
  },
})

export { expect } from '@playwright/test'
