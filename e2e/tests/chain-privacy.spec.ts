import { generatePrivateKey } from 'viem/accounts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { expect, test } from '../support/fixtures.ts'

// A connected wallet's balances and names are read through Agora (`/api/chains/{id}/rpc`) or
// the chain the server names for the browser (here the local node): the person's address and
// IP reach no public RPC provider, on any page.

test('a connected wallet reads chains only through Agora: no JSON-RPC request leaves for another host', async ({
  browser,
  agora,
}) => {
  const { server, rpcUrl } = agora
  // the RPCs the server names for the browser (its local node), and the test wallet's own
  const config = (await (await fetch(`${server.url}/api/config`)).json()) as {
    chains: { rpcUrl: string | null }[]
  }
  const named = [rpcUrl, ...config.chains.flatMap((chain) => (chain.rpcUrl ? [chain.rpcUrl] : []))]
  const relayed: string[] = []
  const outside: string[] = []
  const { page, consoleErrors } = await openConnectedTab(
    browser,
    server.url,
    generatePrivateKey(),
    {
      rpcUrl,
      beforeFirstPage: async (tab) => {
        tab.on('request', (request) => {
          if (!(request.postData() ?? '').includes('"jsonrpc"')) return
          const url = request.url()
          if (url.startsWith(`${server.url}/api/chains/`)) relayed.push(url)
          else if (!named.some((allowed) => url.startsWith(allowed))) outside.push(url)
        })
      },
    },
  )

  // the wallet page reads every chain's balance: the local one from its node, the rest relayed
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click()
  await page.getByRole('menuitem', { name: 'Wallet', exact: true }).click()
  await expect(page).toHaveURL(/\/wallet$/)
  await expect(
    page
      .getByRole('row', { name: /^Local chain/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('0 ETH')
  await expect.poll(() => relayed.some((url) => url.endsWith('/api/chains/8453/rpc'))).toBe(true)

  // and on to the market and back to the feed
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Marketplace' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()

  expect(outside).toEqual([])
  // chains this machine cannot reach are said to be unavailable in JSON-RPC: nothing fails loudly
  expect(consoleErrors).toEqual([])
})
