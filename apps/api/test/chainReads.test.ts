import { createPublicClient, http, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { switchableRpc } from './chain/switchableRpc.ts'
import { createTestApp, type TestApp } from './testApp.ts'

// Base (8453) stands for any chain the browser has no RPC of its own for: here the server's
// RPC for it is the local node, so the relayed answers can be checked against the node's
const rpcUrl = inject('localRpcUrl')
const node = createPublicClient({ chain: hardhat, transport: http(rpcUrl) })
const FUNDED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let rpc: Awaited<ReturnType<typeof switchableRpc>>
let app: TestApp

beforeAll(async () => {
  rpc = await switchableRpc(rpcUrl)
  app = await createTestApp({ RPC_URL_8453: rpc.url })
})
afterAll(async () => {
  await app.close()
  await rpc.close()
})

const relay = (payload: unknown, chainId = 8453) =>
  app.inject({ method: 'POST', url: `/api/chains/${chainId}/rpc`, payload: payload as object })

describe('POST /api/chains/{chainId}/rpc: the browser reads a chain through the server', () => {
  it('answers one read and a batch as the chain does, each by its id', async () => {
    const one = await relay({
      jsonrpc: '2.0',
      id: 7,
      method: 'eth_getBalance',
      // at the first block: other tests spend from this account meanwhile
      params: [FUNDED, '0x0'],
    })
    expect(one.statusCode, one.body).toBe(200)
    const balance = await node.getBalance({ address: FUNDED, blockNumber: 0n })
    expect(one.json()).toEqual({ jsonrpc: '2.0', id: 7, result: `0x${balance.toString(16)}` })
    expect(balance).toBeGreaterThan(parseEther('1'))

    const batch = await relay([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 'b', method: 'eth_blockNumber', params: [] },
    ])
    expect(batch.statusCode).toBe(200)
    const [chainId, block] = batch.json()
    expect(chainId).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    expect(block.id).toBe('b')
    expect(BigInt(block.result)).toBeGreaterThanOrEqual(0n)
  })

  it('passes on the chain’s own refusal as a JSON-RPC error', async () => {
    const res = await relay({
      jsonrpc: '2.0',
      id: 3,
      method: 'eth_getBalance',
      params: ['not an address', 'latest'],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ jsonrpc: '2.0', id: 3, error: { code: expect.any(Number) } })
  })

  it('relays no method that signs or sends, and no chain the server does not serve', async () => {
    for (const method of ['eth_sendRawTransaction', 'eth_sign', 'personal_sign', 'hardhat_mine']) {
      const res = await relay({ jsonrpc: '2.0', id: 1, method, params: [] })
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('RPC_METHOD_NOT_ALLOWED')
    }
    // one refused call refuses its batch: nothing of it is sent
    const mixed = await relay([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_sendRawTransaction', params: ['0x00'] },
    ])
    expect(mixed.statusCode).toBe(400)
    const unknown = await relay({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 999)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().code).toBe('CHAIN_NOT_SUPPORTED')
    const tooMany = await relay(
      Array.from({ length: 101 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
    )
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().code).toBe('VALIDATION_FAILED')
  })

  it('says a chain that cannot be reached is unavailable, in JSON-RPC, never an invented answer', async () => {
    await rpc.down()
    try {
      const res = await relay({ jsonrpc: '2.0', id: 4, method: 'eth_blockNumber' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        jsonrpc: '2.0',
        id: 4,
        error: {
          code: -32002,
          message: 'Chain 8453 cannot be reached right now',
          data: { code: 'CHAIN_UNAVAILABLE' },
        },
      })
    } finally {
      await rpc.up()
    }
  })
})
