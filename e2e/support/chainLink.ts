import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ChainLink = {
  /** The node's address as the API server is given it (and, through /api/config, the page). */
  url: string
  /** From now on the API server cannot reach the node; the page still can. */
  cutForServer(): void
  restore(): void
  /** The server's requests dropped while the link was cut. */
  readonly dropped: number
  stop(): Promise<void>
}

/**
 * A pass-through to a JSON-RPC node that can be cut for the API server alone. The page's
 * requests are cross-origin fetches and carry an `Origin` header; the server's come from Node
 * without one. While cut, those are dropped like an unreachable host, so a page can see its
 * payment mined while the server cannot check it.
 */
export async function startChainLink(nodeUrl: string): Promise<ChainLink> {
  const node = new URL(nodeUrl)
  let cut = false
  let dropped = 0
  const proxy = createServer((incoming, outgoing) => {
    if (cut && incoming.headers.origin === undefined) {
      dropped++
      incoming.socket.destroy()
      return
    }
    const forwarded = request(
      {
        host: node.hostname,
        port: node.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: node.host },
      },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers)
        reply.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const { port } = proxy.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    cutForServer: () => {
      cut = true
    },
    restore: () => {
      cut = false
    },
    get dropped() {
      return dropped
    },
    stop: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections()
        proxy.close(() => resolve())
      }),
  }
}
