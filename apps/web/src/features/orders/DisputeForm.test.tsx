import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { fakeWeb3 } from '../wallet/test/fakeWeb3.ts'
import { DisputeForm } from './DisputeForm.tsx'
import {
  anOrder,
  onEscrow,
  partyRoutes,
  renderOrderUi,
  sentBodies,
} from './test/orderTestUtils.tsx'

afterEach(() => vi.unstubAllGlobals())

const reason = 'The bowl arrived cracked in two.'

/** Types the reason, presses "Open dispute", and waits for the dialog naming `party`. */
async function askToOpen(party: string) {
  await userEvent.type(screen.getByLabelText('What went wrong?'), reason)
  await userEvent.click(screen.getByRole('button', { name: 'Open dispute' }))
  const dialog = await screen.findByRole('dialog', { name: 'Open a dispute?' })
  await within(dialog).findByRole('button', { name: `Open a dispute with ${party}` })
  return dialog
}

const confirmIn = (dialog: HTMLElement, party: string) =>
  userEvent.click(within(dialog).getByRole('button', { name: `Open a dispute with ${party}` }))

describe('DisputeForm', () => {
  it('asks first, naming the amount, the seller and that a dispute cannot be withdrawn', async () => {
    stubApi(partyRoutes)
    renderOrderUi(
      <DisputeForm order={anOrder({ status: 'shipped' })} by="buyer" onDone={vi.fn()} />,
    )
    const dialog = await askToOpen('@woodturner')
    expect(within(dialog).getByText('Paid to the seller')).toBeTruthy()
    expect(within(dialog).getByText('0.05 ETH')).toBeTruthy()
    expect(within(dialog).getByText('0x5e…0002')).toBeTruthy()
    expect(within(dialog).getByText(/An admin hears both sides/)).toBeTruthy()
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy()
  })

  it('on escrow, says the money stays held for an arbiter, naming the other party to a seller', async () => {
    stubApi(partyRoutes)
    renderOrderUi(
      <DisputeForm
        order={anOrder({ status: 'shipped', escrow: onEscrow })}
        by="seller"
        onDone={vi.fn()}
      />,
    )
    const dialog = await askToOpen('@bowlbuyer')
    expect(within(dialog).getByText('Held in escrow, in dispute with the buyer')).toBeTruthy()
    expect(within(dialog).getByText(/split between you and @bowlbuyer/)).toBeTruthy()
  })

  it('sends nothing when cancelled, and keeps the reason', async () => {
    const fetchMock = stubApi(partyRoutes)
    const onDone = vi.fn()
    renderOrderUi(<DisputeForm order={anOrder({ status: 'shipped' })} by="buyer" onDone={onDone} />)
    const dialog = await askToOpen('@woodturner')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sentBodies(fetchMock)).toEqual([])
    expect((screen.getByLabelText('What went wrong?') as HTMLTextAreaElement).value).toBe(reason)
    expect(onDone).not.toHaveBeenCalled()
  })

  it('opens a dispute on a direct order with the reason, once, then closes', async () => {
    const fetchMock = stubApi([
      ...partyRoutes,
      [
        'POST',
        /\/orders\/[^/]+\/dispute$/,
        () => Response.json({ success: true, data: anOrder({ status: 'disputed' }) }),
      ],
    ])
    const onDone = vi.fn()
    renderOrderUi(<DisputeForm order={anOrder({ status: 'shipped' })} by="buyer" onDone={onDone} />)
    await confirmIn(await askToOpen('@woodturner'), '@woodturner')
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(sentBodies(fetchMock)).toEqual([{ reason }])
  })

  it('shows the server’s refusal and stays open', async () => {
    stubApi([
      ...partyRoutes,
      [
        'POST',
        /\/dispute$/,
        () =>
          Response.json(
            {
              success: false,
              error: 'An order that is completed cannot be disputed',
              code: 'ORDER_STATE_INVALID',
              params: { status: 'completed', step: 'disputed' },
            },
            { status: 409 },
          ),
      ],
    ])
    const onDone = vi.fn()
    renderOrderUi(<DisputeForm order={anOrder({ status: 'shipped' })} by="buyer" onDone={onDone} />)
    await confirmIn(await askToOpen('@woodturner'), '@woodturner')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An order that is completed cannot be disputed',
    )
    expect(onDone).not.toHaveBeenCalled()
  })

  it('on escrow, asks for a wallet before anything, and tells the server nothing', async () => {
    const fetchMock = stubApi(partyRoutes)
    const web3 = fakeWeb3()
    renderOrderUi(
      <DisputeForm
        order={anOrder({ status: 'shipped', escrow: onEscrow })}
        by="buyer"
        onDone={vi.fn()}
      />,
      web3,
    )
    await confirmIn(await askToOpen('@woodturner'), '@woodturner')
    await waitFor(() => expect(web3.openConnectModal).toHaveBeenCalled())
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(sentBodies(fetchMock)).toEqual([])
  })
})
