import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { fakeWeb3 } from '../wallet/test/fakeWeb3.ts'
import { CheckoutPanel } from './CheckoutPanel.tsx'
import { anOrder, onEscrow, partyRoutes, renderOrderUi } from './test/orderTestUtils.tsx'

afterEach(() => vi.unstubAllGlobals())

const payment = { ...anOrder().payment, expiresAt: '2026-11-27T04:00:00.000Z' }
const unpaid = anOrder({ status: 'awaiting_payment', payment })

/** "Pay with wallet", then the dialog once its button names the seller. */
async function askToPay() {
  await userEvent.click(screen.getByRole('button', { name: 'Pay with wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Pay for this order?' })
  await within(dialog).findByRole('button', { name: 'Pay 0.05 ETH to @woodturner' })
  return dialog
}

describe('CheckoutPanel, paying from the order page', () => {
  it('asks first, naming the amount, the seller and that it cannot be undone', async () => {
    stubApi(partyRoutes)
    renderOrderUi(<CheckoutPanel order={unpaid} autoStart={false} />)
    const dialog = await askToPay()
    expect(within(dialog).getByText('To the seller')).toBeTruthy()
    expect(within(dialog).getByText('0x5e…0002')).toBeTruthy()
    expect(
      within(dialog).getByText('The payment goes straight to the seller’s wallet.'),
    ).toBeTruthy()
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy()
  })

  it('says an escrow holds the money for the seller', async () => {
    stubApi(partyRoutes)
    renderOrderUi(<CheckoutPanel order={{ ...unpaid, escrow: onEscrow }} autoStart={false} />)
    const dialog = await askToPay()
    expect(within(dialog).getByText('Held in escrow for the seller')).toBeTruthy()
    expect(within(dialog).getByText(/holds the payment until you confirm delivery/)).toBeTruthy()
  })

  it('leaves the wallet alone when cancelled, and starts the payment once when confirmed', async () => {
    stubApi(partyRoutes)
    const web3 = fakeWeb3()
    renderOrderUi(<CheckoutPanel order={unpaid} autoStart={false} />, web3)
    await userEvent.click(within(await askToPay()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(web3.openConnectModal).not.toHaveBeenCalled()

    const dialog = await askToPay()
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Pay 0.05 ETH to @woodturner' }),
    )
    // no wallet is connected here: starting the payment asks for one, once
    expect(web3.openConnectModal).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
