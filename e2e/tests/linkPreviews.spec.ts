import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { checkEveryWay } from '../support/axe.ts'
import { openLive } from '../support/live.ts'
import { expect, newUser, test, tinyPng, uniqueName } from '../support/social.ts'

// A post's first link gets a preview card (the server reads the page after the post is
// written); the card shows up in the author's feed without a reload, and its image comes
// from Agora, never from the linked site.

test('a person posts a link and its preview card appears under the text without reloading', async ({
  browser,
  baseURL,
  request,
}) => {
  const hits: string[] = []
  const site = http.createServer((req, res) => {
    hits.push(req.url ?? '')
    if (req.url === '/cover.png') {
      res.writeHead(200, { 'content-type': 'image/png' })
      return res.end(tinyPng)
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html><head><title>Local paper</title>
      <meta property="og:title" content="Tides &amp; town news">
      <meta property="og:description" content="What the harbour saw this week">
      <meta property="og:image" content="/cover.png">
      <meta property="og:site_name" content="Harbour Gazette"></head><body></body></html>`)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  try {
    const author = await newUser(request)
    // the card arrives by the live socket (posts.changed): post once it is listening
    const { page } = await openLive(browser, baseURL ?? '', author)
    const fromBrowser: string[] = []
    page.on('request', (req) => {
      if (req.url().startsWith(origin)) fromBrowser.push(req.url())
    })

    const words = uniqueName('Worth a read')
    await page.getByRole('button', { name: 'New post', exact: true }).first().click()
    const composer = page.getByRole('dialog', { name: 'Create post' })
    await composer
      .getByRole('textbox', { name: 'Post text' })
      .fill(`${words}: ${origin}/harbour?week=48`)
    await composer.getByRole('button', { name: 'Post' }).click()
    await expect(composer).toHaveCount(0)

    const post = page.getByRole('article').filter({ hasText: words })
    const card = post.getByRole('link', { name: /Harbour Gazette.*Tides & town news/ })
    await expect(card).toBeVisible()
    await expect(card).toHaveAttribute('href', `${origin}/harbour?week=48`)
    await expect(card).toHaveAttribute('target', '_blank')
    await expect(card).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
    await expect(card).toContainText('What the harbour saw this week')
    await expect(card).toHaveAccessibleName(/\(opens in a new tab\)$/)
    const image = card.locator('img')
    await expect(image).toHaveAttribute('src', /^\/api\/link-previews\/images\/[0-9a-f-]{36}$/)
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2)

    // keyboard: the card is one stop, reached like any link
    await card.focus()
    await expect(card).toBeFocused()

    await checkEveryWay(page, 'a post with a link preview')

    // the server read the page and its image once; the browser never went to the site
    expect(hits.sort()).toEqual(['/cover.png', '/harbour?week=48'])
    expect(fromBrowser).toEqual([])
  } finally {
    site.closeAllConnections()
    await new Promise((resolve) => site.close(resolve))
  }
})
