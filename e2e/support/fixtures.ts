import { test as base } from '@playwright/test'
import { installTestWallet, type TestWallet, type TestWalletOptions } from './wallet.ts'

export type WalletFixtures = {
  /** Set per file or describe block: `test.use({ walletOptions: { rejectSignatures: true } })`. */
  walletOptions: TestWalletOptions
  /** Installs the test wallet into this test's browser context. */
  wallet: TestWallet
}

export const test = base.extend<WalletFixtures>({
  walletOptions: [{}, { option: true }],
  wallet: async ({ context, walletOptions }, use) => {
    await use(await installTestWallet(context, walletOptions))
  },
})

export { expect } from '@playwright/test'
