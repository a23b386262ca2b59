import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { switchableRpc } from './chain/switchableRpc.ts'
import { createTestApp, type TestApp } from './testApp.ts'

// Base (8453) stands for any chain: the server's RPC for it is the local node
const rpcUrl = inject('localRpcUrl')
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

const gas = (chainId: number) => app.inject({ method: 'GET', url: `/api/chains/${chainId}/gas` })

it('says what gas costs on a chain now, from the server’s RPC; a chain it cannot reach is 503, never a guess; an unknown chain is 400', async () => {
  await rpc.down()
  try {
    const down = await gas(8453)
    expect(down.statusCode).toBe(503)
    expect(down.json()).toMatchObject({
      code: 'CHAIN_UNAVAILABLE',
      error: 'Chain 8453 cannot be reached right now',
    })
  } finally {
    await rpc.up()
  }

  const res = await gas(8453)
  expect(res.statusCode, res.body).toBe(200)
  const { data } = res.json()
  expect(data).toEqual({
    chainId: 8453,
    gasPrice: expect.stringMatching(/^\d+$/),
    maxFeePerGas: expect.stringMatching(/^\d+$/),
    maxPriorityFeePerGas: expect.stringMatching(/^\d+$/),
    readAt: expect.any(String),
  })
  expect(BigInt(data.gasPrice)).toBeGreaterThan(0n)
  expect(BigInt(data.maxFeePerGas)).toBeGreaterThanOrEqual(BigInt(data.maxPriorityFeePerGas))

  const unknown = await gas(424242)
  expect(unknown.statusCode).toBe(400)
  expect(unknown.json()).toMatchObject({
    code: 'CHAIN_NOT_SUPPORTED',
    params: { chainId: 424242 },
    error: 'Chain 424242 is not supported',
  })
})
