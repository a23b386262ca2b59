import { stringToHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { base, mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { demoAccount } from './demoKey.ts'
import { createDemoProvider } from './demoProvider.ts'

const account = privateKeyToAccount(generatePrivateKey())
const provider = () => createDemoProvider(() => account, [base, mainnet], base.id)

describe('the demo wallet', () => {
  it('keeps one key in this browser', () => {
    expect(demoAccount().address).toBe(demoAccount().address)
    expect(localStorage.getItem('agora.demoWallet.key')).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('shows no account until connected, and none after disconnecting', async () => {
    const wallet = provider()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([account.address])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([account.address])
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('signs messages that verify for its address', async () => {
    const wallet = provider()
    const message = 'Sign in to Agora'
    const signature = await wallet.request({
      method: 'personal_sign',
      params: [stringToHex(message), account.address],
    })
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  })

  it('switches between its chains and refuses others', async () => {
    const wallet = provider()
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1')
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })
})
