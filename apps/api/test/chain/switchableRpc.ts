import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A JSON-RPC endpoint in front of `targetUrl` that a test can take down (nothing listens on
 * its port: connections are refused, as with a dead RPC) and bring back on the same port.
 */
export async function switchableRpc(targetUrl: string) {
  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const answer = await fetch(targetUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(Buffer.from(await answer.arrayBuffer()))
  }
  let server = createServer(forward).listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    async down() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
    async up() {
      server = createServer(forward).listen(port, '127.0.0.1')
      await once(server, 'listening')
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
