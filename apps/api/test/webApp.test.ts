import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp
let webDir: string

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'agora-web-'))
  await mkdir(path.join(webDir, 'assets'), { recursive: true })
  // shaped like the build: Vite swaps the entry module for its hashed bundle under /assets/
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script><div id="root"></div>',
  )
  await writeFile(path.join(webDir, 'assets', 'index-AbC123.js'), 'console.log(1)')
  await writeFile(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  await writeFile(path.join(webDir, 'manifest.webmanifest'), '{"name":"Agora"}')
  app = await createTestApp({ WEB_DIR: webDir })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await rm(webDir, { recursive: true, force: true })
})

describe('serving the web app', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/', '/dao/some-community', '/?view=community&community=abc'])(
    'serves index.html without caching for the client route %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<div id="root">')
    },
  )

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' })
  })

  it('sends a content security policy that allows only its own scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves the service worker uncached, so a new version is found on the next visit', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('javascript')
    expect(res.headers['cache-control']).toBe('no-cache')
    // served from the root, its default scope is already the whole site
    expect(res.headers['service-worker-allowed']).toBeUndefined()
  })

  it('serves the web app manifest', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/manifest+json')
    expect(res.json()).toEqual({ name: 'Agora' })
  })

  it('answers a navigation preload request (spec §7 header value) like any other navigation', async () => {
    const plain = await app.inject({ method: 'GET', url: '/market' })
    const preload = await app.inject({
      method: 'GET',
      url: '/market',
      headers: { 'service-worker-navigation-preload': 'enhanced-cache' },
    })
    expect(preload.statusCode).toBe(200)
    expect(preload.body).toBe(plain.body)
    expect(preload.headers['cache-control']).toBe('no-cache')
  })
})

describe('the API and the web app served together', () => {
  it('reports the server and database ok at /api/health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, status: 'ok', db: 'ok' })
  })

  it('lists /api/health in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const document = res.json() as { paths?: Record<string, unknown> }
    expect(Object.keys(document.paths ?? {})).toContain('/api/health')
  })

  it('answers an unknown API path with a 404 in the JSON error shape, not the app shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json()).toMatchObject({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      error: expect.any(String),
    })
  })

  it('serves a client route the same app shell as /, never cached', async () => {
    const shell = await app.inject({ method: 'GET', url: '/' })
    const clientRoute = await app.inject({ method: 'GET', url: '/dao/anything' })
    expect(clientRoute.statusCode).toBe(200)
    expect(clientRoute.headers['content-type']).toContain('text/html')
    expect(clientRoute.headers['cache-control']).toContain('no-cache')
    expect(clientRoute.body).toBe(shell.body)
  })

  it('serves index.html no-cache and the hashed script it references immutable', async () => {
    const index = await app.inject({ method: 'GET', url: '/' })
    expect(index.statusCode).toBe(200)
    expect(index.headers['cache-control']).toContain('no-cache')

    const assetPath = index.body.match(/\/assets\/[^"'\s]+\.js/)?.[0]
    expect(assetPath, 'index.html references a hashed script under /assets/').toBeDefined()
    const asset = await app.inject({ method: 'GET', url: assetPath ?? '' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
  })
})
