import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { DisputeMessageForm } from './DisputeMessageForm.tsx'
import { anOrder, renderOrderUi, sentBodies } from './test/orderTestUtils.tsx'

afterEach(() => vi.unstubAllGlobals())

const messages = /\/orders\/[^/]+\/dispute\/messages$/

describe('DisputeMessageForm', () => {
  it('sends the message with its evidence link, then empties the form', async () => {
    const fetchMock = stubApi([
      ['POST', messages, () => Response.json({ success: true, data: anOrder() })],
    ])
    renderOrderUi(<DisputeMessageForm orderId={anOrder().id} />)
    const message = screen.getByLabelText('Message to the arbiter') as HTMLTextAreaElement
    const link = screen.getByLabelText(/Evidence link/) as HTMLInputElement
    await userEvent.type(message, 'Here is the parcel as it arrived.')
    await userEvent.type(link, 'https://example.com/parcel.jpg')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(message.value).toBe(''))
    expect(link.value).toBe('')
    expect(sentBodies(fetchMock)).toEqual([
      {
        message: 'Here is the parcel as it arrived.',
        evidence: ['https://example.com/parcel.jpg'],
      },
    ])
  })

  it('sends no evidence without a link, and keeps the text when refused', async () => {
    const fetchMock = stubApi([
      [
        'POST',
        messages,
        () =>
          Response.json(
            {
              success: false,
              error: 'Only a disputed order takes dispute messages',
              code: 'ORDER_NOT_DISPUTED',
              params: { act: 'message' },
            },
            { status: 409 },
          ),
      ],
    ])
    renderOrderUi(<DisputeMessageForm orderId={anOrder().id} />)
    const message = screen.getByLabelText('Message to the arbiter') as HTMLTextAreaElement
    await userEvent.type(message, 'Still waiting.')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only a disputed order takes dispute messages',
    )
    expect(message.value).toBe('Still waiting.')
    expect(sentBodies(fetchMock)).toEqual([{ message: 'Still waiting.', evidence: [] }])
  })
})
