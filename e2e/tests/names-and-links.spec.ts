import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RunningServer } from '../../scripts/server.ts'
import { checkEveryWay } from '../support/axe.ts'
import { bearer } from '../support/session.ts'
import { apiAs, test as base, expect, newUser, uniqueName } from '../support/social.ts'
import { startTestServer } from '../support/testServer.ts'

// A wallet's name from the spec's name provider (a local server here) shows where its owner
// appears without a display name, cut at 24 characters; a link to a known wallet-drainer
// domain opens Agora's warning page before anything else.

const NAME = 'ada-the-wallet-builder.base.eth'
const API_KEY = 'e2e-name-key'

const test = base.extend<{ named: { server: RunningServer; asked: string[] } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this
  named: async ({}, use) => {
    const asked: string[] = []
    const provider = http.createServer((req, res) => {
      const address = new URL(req.url ?? '/', 'http://x').searchParams.get('address') ?? ''
      asked.push(address)
      const known = req.headers['x-api-key'] === API_KEY
      res.writeHead(known ? 200 : 401, { 'content-type': 'application/json' })
      res.end(JSON.stringify(known ? { data: { data: NAME } } : { error: 'bad key' }))
    })
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    const { port } = provider.address() as AddressInfo
    const server = await startTestServer({
      env: {
        NAME_RESOLVER_URL: `http://127.0.0.1:${port}/name-resolve`,
        NAME_RESOLVER_API_KEY: API_KEY,
      },
    })
    await use({ server, asked })
    await server.stop()
    provider.closeAllConnections()
    await new Promise((resolve) => provider.close(resolve))
  },
  baseURL: async ({ named }, use) => use(named.server.url),
})

test('a wallet name shows in the feed, and a drainer link opens the warning page first', async ({
  named,
  openAs,
  request,
}) => {
  const ada = await newUser(request)
  // signing in answered at once; the name arrives in the background
  await expect
    .poll(async () => {
      const me = await request.get('/api/auth/me', { headers: bearer(ada.token) })
      return (await me.json()).user.ens
    })
    .toBe(NAME)
  expect(named.asked).toContain(ada.address.toLowerCase())

  const words = uniqueName('Free mint for holders')
  await apiAs(request, ada, 'post', '/api/posts', {
    content: `${words}: https://www.myetherwallet.com.ru/claim`,
  })
  const page = await openAs(null, '/')
  const post = page.getByRole('article').filter({ hasText: words })
  await expect(post.getByRole('link', { name: 'ada-the-wallet-builder.…' })).toBeVisible()

  await post.getByRole('link', { name: 'https://www.myetherwallet.com.ru/claim' }).click()
  await expect(page).toHaveURL(/\/leaving\?to=/)
  const warning = page.getByRole('main')
  await expect(warning.getByRole('heading', { name: 'Before you leave Agora' })).toBeVisible()
  await expect(warning).toContainText('This link goes to www.myetherwallet.com.ru.')
  await expect(warning).toContainText(
    'www.myetherwallet.com.ru is on Agora’s list of phishing and wallet-draining sites.',
  )
  await expect(warning.getByRole('link', { name: 'Continue anyway' })).toHaveAttribute(
    'href',
    'https://www.myetherwallet.com.ru/claim',
  )
  await checkEveryWay(page, 'the warning before a flagged link')

  await warning.getByRole('button', { name: 'Go back' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('article').filter({ hasText: words })).toBeVisible()
})
