import { expect } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { expectConnected, openConnectedTab } from '../support/connectedTab.ts'
import { test } from '../support/fixtures.ts'
import { reloadUnderWorker } from '../support/serviceWorker.ts'

// about the service worker: its pages run under it
test.use({ serviceWorker: 'installed' })

// the worker's server accepts its local chain (31337), where the test wallet is
test('a wallet on the local chain is not told "Wrong network" after an offline start, nor once back online', async ({
  browser,
  agora,
}) => {
  const { page } = await openConnectedTab(browser, agora.server.url, generatePrivateKey(), {
    rpcUrl: agora.rpcUrl,
  })
  await reloadUnderWorker(page)
  await expectConnected(page)
  const wrongNetwork = page.getByRole('button', { name: /Wrong network/ })

  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByText("You're offline")).toBeVisible()
  await expectConnected(page)
  await expect(wrongNetwork).toHaveCount(0)

  await page.context().setOffline(false)
  await expect(page.getByText("You're offline")).toHaveCount(0)
  await expectConnected(page)
  await expect(wrongNetwork).toHaveCount(0)
})
