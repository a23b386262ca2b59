import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { fakeWeb3 } from '../wallet/test/fakeWeb3.ts'
import { DisputeForm } from './DisputeForm.tsx'
import { anOrder, onEscrow, renderOrderUi, sentBodies } from './test/orderTestUtils.tsx'

afterEach(() => vi.unstubAllGlobals())

const reason = 'The bowl arrived cracked in two.'

describe('DisputeForm', () => {
  it('opens a dispute on a direct order with the reason, then closes', async () => {
    const fetchMock = stubApi([
      [
        'POST',
        /\/orders\/[^/]+\/dispute$/,
        () => Response.json({ success: true, data: anOrder({ status: 'disputed' }) }),
      ],
    ])
    const onDone = vi.fn()
    renderOrderUi(<DisputeForm order={anOrder({ status: 'shipped' })} onDone={onDone} />)
    await userEvent.type(screen.getByLabelText('What went wrong?'), reason)
    await userEvent.click(screen.getByRole('button', { name: 'Open dispute' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(sentBodies(fetchMock)).toEqual([{ reason }])
  })

  it('shows the server’s refusal and stays open', async () => {
    stubApi([
      [
        'POST',
        /\/dispute$/,
        () =>
          Response.json(
            {
              success: false,
              error: 'An order that is completed cannot be disputed',
              code: 'ORDER_STATE_INVALID',
            },
            { status: 409 },
          ),
      ],
    ])
    const onDone = vi.fn()
    renderOrderUi(<DisputeForm order={anOrder({ status: 'shipped' })} onDone={onDone} />)
    await userEvent.type(screen.getByLabelText('What went wrong?'), reason)
    await userEvent.click(screen.getByRole('button', { name: 'Open dispute' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An order that is completed cannot be disputed',
    )
    expect(onDone).not.toHaveBeenCalled()
  })

  it('on escrow, asks for a wallet before anything, and tells the server nothing', async () => {
    const fetchMock = stubApi([])
    const web3 = fakeWeb3()
    renderOrderUi(
      <DisputeForm order={anOrder({ status: 'shipped', escrow: onEscrow })} onDone={vi.fn()} />,
      web3,
    )
    await userEvent.type(screen.getByLabelText('What went wrong?'), reason)
    await userEvent.click(screen.getByRole('button', { name: 'Open dispute' }))
    await waitFor(() => expect(web3.openConnectModal).toHaveBeenCalled())
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
