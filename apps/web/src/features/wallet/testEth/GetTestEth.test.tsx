import { IDEMPOTENCY_HEADER } from '@agora/domain'
import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { balanceKeys } from '../../../lib/balanceKeys.ts'
import { Web3Context } from '../../../lib/Web3Context.ts'
import { fakeAuth, renderSocial, stubApi } from '../../feed/test/socialTestUtils.tsx'
import { BUILT_IN_CLIENT_CONFIG } from '../clientConfigData.ts'
import { connectedWeb3 } from '../test/fakeWeb3.ts'
import { GetTestEth } from './GetTestEth.tsx'

afterEach(() => vi.unstubAllGlobals())

const offering = connectedWeb3({ clientConfig: { ...BUILT_IN_CLIENT_CONFIG, testEth: true } })

function renderButton(chainId: number, web3 = offering, signedIn = true) {
  return renderSocial(
    <Web3Context.Provider value={web3}>
      <GetTestEth chainId={chainId} />
    </Web3Context.Provider>,
    { auth: fakeAuth(signedIn) },
  )
}

describe('Get test ETH', () => {
  it('asks once for the local chain with an Idempotency-Key, shows progress, then the new balance', async () => {
    let answer: (response: Response) => void = () => {}
    const fetchMock = stubApi([
      ['POST', /^\/api\/test-eth$/, () => new Promise<Response>((resolve) => (answer = resolve))],
    ])
    const { queryClient } = renderButton(31337)
    const local = balanceKeys.wallet(31337, ['0xabc'])
    const base = balanceKeys.wallet(8453, ['0xabc'])
    queryClient.setQueryData(local, { native: '0', usdc: null })
    queryClient.setQueryData(base, { native: '0', usdc: null })
    await userEvent.click(screen.getByRole('button', { name: 'Get test ETH' }))
    expect(screen.getByText('Sending test ETH to your wallet…').getAttribute('role')).toBe('status')
    expect(screen.getByRole('button', { name: 'Get test ETH' })).toHaveProperty('disabled', true)

    const init = fetchMock.mock.calls[0]?.[1] as RequestInit
    expect(JSON.parse(String(init.body))).toEqual({ chainId: 31337 })
    expect(new Headers(init.headers).get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/)

    answer(
      Response.json({
        success: true,
        data: {
          chainId: 31337,
          address: '0xabc',
          amount: '1',
          txHash: `0x${'1'.repeat(64)}`,
          balance: '1.25',
          nextAt: '2026-11-27T05:10:00.000Z',
        },
      }),
    )
    expect(
      await screen.findByText('1 test ETH arrived. Your balance on Local chain: 1.25 ETH.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Get test ETH' })).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // the local chain's balances are read again; other chains are left alone
    expect(queryClient.getQueryState(local)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(base)?.isInvalidated).toBe(false)
  })

  it('says when it may be asked again after a refusal for asking too soon', async () => {
    const nextAt = '2026-11-27T05:10:00.000Z'
    stubApi([
      [
        'POST',
        /^\/api\/test-eth$/,
        () =>
          Response.json(
            { success: false, code: 'TEST_ETH_TOO_SOON', error: 'Too soon', details: { nextAt } },
            { status: 429 },
          ),
      ],
    ])
    renderButton(31337)
    await userEvent.click(screen.getByRole('button', { name: 'Get test ETH' }))
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(nextAt))
    expect((await screen.findByRole('alert')).textContent).toBe(
      `You got test ETH a moment ago. You can ask again at ${time}.`,
    )
  })

  it('is not offered on another chain, where the server sends none, or to someone signed out', () => {
    const notOffering = connectedWeb3({ clientConfig: BUILT_IN_CLIENT_CONFIG })
    const cases = [
      [8453, offering, true],
      [31337, notOffering, true],
      [31337, offering, false],
    ] as const
    for (const [chainId, web3, signedIn] of cases) {
      const view = renderButton(chainId, web3, signedIn)
      expect(screen.queryByRole('button', { name: 'Get test ETH' })).toBeNull()
      view.unmount()
    }
    renderButton(31337)
    expect(screen.getByRole('button', { name: 'Get test ETH' })).toBeTruthy()
  })
})
