import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** The smallest PNG: one transparent pixel. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const article = (title: string, image = '/img/cover.png') => `<!doctype html><html><head>
  <title>Not this one</title>
  <meta property="og:title" content="${title}">
  <meta property="og:description" content="A page served for the link preview tests">
  <meta property="og:image" content="${image}">
  <meta property="og:site_name" content="Local News">
</head><body><p>Body text</p></body></html>`

/**
 * A local site for link previews to read, on 127.0.0.1 at a random port: pages with Open
 * Graph tags and an image, a redirect, a JSON file, an oversized page, a page that waits
 * until released and one that never answers. It counts the requests each path got.
 */
export async function startPageServer() {
  const hits = new Map<string, number>()
  const held: (() => void)[] = []
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const html = (body: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(body)
    }
    switch (path) {
      case '/img/cover.png':
        response.writeHead(200, { 'content-type': 'image/png' })
        return response.end(PIXEL_PNG)
      case '/redirect-to-loopback':
        // localhost is not on the allow-list (only 127.0.0.1 is): its addresses are refused
        response.writeHead(302, { location: `http://localhost:${port()}/target` })
        return response.end()
      case '/loop':
        response.writeHead(302, { location: '/loop' })
        return response.end()
      case '/with-big-image':
        return html(article('Big picture', '/img/big.png'))
      case '/img/big.png':
        // a real PNG's first bytes, then more than the 2 MB an image may have
        response.writeHead(200, { 'content-type': 'image/png' })
        return response.end(Buffer.concat([PIXEL_PNG, Buffer.alloc(2 * 1024 * 1024)]))
      case '/with-svg-image':
        return html(article('Vector picture', '/img/logo.svg'))
      case '/img/logo.svg':
        response.writeHead(200, { 'content-type': 'image/svg+xml' })
        return response.end(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        )
      case '/redirect-to-article':
        response.writeHead(301, { location: '/redirected-article' })
        return response.end()
      case '/data.json':
        response.writeHead(200, { 'content-type': 'application/json' })
        return response.end(JSON.stringify({ title: 'not a page' }))
      case '/huge': {
        // sent in pieces, without a length: the reader must count what arrives
        response.writeHead(200, { 'content-type': 'text/html' })
        response.write('<html><head><title>Huge</title><!--')
        const piece = 'x'.repeat(64 * 1024)
        for (let i = 0; i < 24; i++) response.write(piece)
        return response.end('--></head></html>')
      }
      case '/held':
        held.push(() => html(article('Worth the wait')))
        return
      case '/hang':
        return // never answers
      default:
        return html(article(`Page ${path}`))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = () => (server.address() as AddressInfo).port
  return {
    origin: `http://127.0.0.1:${port()}`,
    hitsOf: (path: string) => hits.get(path) ?? 0,
    /** Answers the requests `/held` is keeping waiting. */
    release: () => {
      for (const answer of held.splice(0)) answer()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
