import { expect, test } from '@playwright/test'

test('/api/health reports the server and database ok', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ success: true, status: 'ok', db: 'ok' })
})

test('the OpenAPI document lists /api/health', async ({ request }) => {
  const response = await request.get('/api/docs/json')
  expect(response.status()).toBe(200)
  const document = (await response.json()) as { paths?: Record<string, unknown> }
  expect(Object.keys(document.paths ?? {})).toContain('/api/health')
})

test('an unknown API path is a 404 in the JSON error shape', async ({ request }) => {
  const response = await request.get('/api/nope')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('application/json')
  expect(await response.json()).toMatchObject({
    success: false,
    code: 'NOT_FOUND',
    error: expect.any(String),
  })
})

test('a client route is served the app shell, never cached', async ({ request }) => {
  const shell = await request.get('/')
  const clientRoute = await request.get('/dao/anything')
  expect(clientRoute.status()).toBe(200)
  expect(clientRoute.headers()['content-type']).toContain('text/html')
  expect(clientRoute.headers()['cache-control']).toContain('no-cache')
  expect(await clientRoute.text()).toBe(await shell.text())
})

test('a client route boots the app in the browser', async ({ page }) => {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  const response = await page.goto('/dao/anything')
  expect(response?.status()).toBe(200)
  await expect(page.locator('#root')).not.toBeEmpty()
  expect(errors).toEqual([])
})

test('index.html is no-cache and hashed assets are immutable', async ({ request }) => {
  const index = await request.get('/')
  expect(index.status()).toBe(200)
  expect(index.headers()['cache-control']).toContain('no-cache')

  const assetPath = (await index.text()).match(/\/assets\/[^"'\s]+\.js/)?.[0]
  expect(assetPath, 'index.html references a hashed script under /assets/').toBeDefined()
  const asset = await request.get(assetPath ?? '')
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toContain('immutable')
})
