import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type RpcRequest = { id: number; method: string }

/**
 * A JSON-RPC endpoint that says every address is a plain account (`eth_getCode` → `0x`), or,
 * while `failing`, answers 500. Counts what it answered and what it refused.
 */
export async function fakeRpc() {
  const rpc = { url: '', failing: false, answered: 0, refused: 0, close }
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    if (rpc.failing) {
      rpc.refused += 1
      response.writeHead(500).end()
      return
    }
    rpc.answered += 1
    const body = JSON.parse(Buffer.concat(chunks).toString()) as RpcRequest | RpcRequest[]
    const answer = ({ id, method }: RpcRequest) => ({
      jsonrpc: '2.0',
      id,
      ...(method === 'eth_getCode'
        ? { result: '0x' }
        : { error: { code: -32601, message: 'not here' } }),
    })
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  rpc.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  function close() {
    server.closeAllConnections()
    return new Promise((resolve) => server.close(resolve))
  }
  return rpc
}
