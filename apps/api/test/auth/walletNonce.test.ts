import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { newWallet, requestNonce } from '../wallets.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({
    PUBLIC_URL: 'https://agora.example',
    RPC_URL_31337: inject('localRpcUrl'),
  })
})
afterAll(() => app.close())

describe('POST /api/auth/nonce', () => {
  it('issues a single-use nonce and an EIP-4361 message bound to this site', async () => {
    const wallet = newWallet()
    const { nonce, message } = await requestNonce(app, wallet.address)
    expect(nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    const fields = parseSiweMessage(message)
    expect(fields).toMatchObject({
      domain: 'agora.example',
      uri: 'https://agora.example',
      address: wallet.address,
      version: '1',
      chainId: 8453,
      nonce,
    })
    expect(Number(fields.expirationTime) - Number(fields.issuedAt)).toBe(10 * 60 * 1000)
  })

  it('uses the requested chain', async () => {
    const { message } = await requestNonce(app, newWallet().address, 84532)
    expect(parseSiweMessage(message).chainId).toBe(84532)
  })

  it.each([
    ['not an address', 'VALIDATION_FAILED'],
    ['0x123', 'VALIDATION_FAILED'],
    // right length, wrong checksum
    ['0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ADDRESS_CHECKSUM_INVALID'],
  ])('refuses the malformed address %s with 400', async (walletAddress, code) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      payload: { walletAddress },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code })
  })

  it('refuses a chain it does not serve', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      payload: { walletAddress: newWallet().address, chainId: 56 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'SIGN_IN_CHAIN_NOT_SUPPORTED' })
  })
})
