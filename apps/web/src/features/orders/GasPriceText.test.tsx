import { screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { GasPriceText } from './GasPriceText.tsx'

afterEach(() => vi.unstubAllGlobals())

it('says what gas costs on the chain now, from the server, and says so when the chain cannot be asked', async () => {
  stubApi([
    [
      'GET',
      /^\/api\/chains\/8453\/gas$/,
      () =>
        Response.json({
          success: true,
          data: {
            chainId: 8453,
            gasPrice: '1000000000',
            maxFeePerGas: '12345678901',
            maxPriorityFeePerGas: '1000000000',
            readAt: '2030-01-01T00:00:00Z',
          },
        }),
    ],
    [
      'GET',
      /^\/api\/chains\/1\/gas$/,
      () =>
        Response.json(
          {
            success: false,
            error: 'Chain 1 cannot be reached right now',
            code: 'CHAIN_UNAVAILABLE',
          },
          { status: 503 },
        ),
    ],
  ])
  renderSocial(
    <p>
      <span data-testid="base">
        <GasPriceText chainId={8453} />
      </span>
      <span data-testid="mainnet">
        <GasPriceText chainId={1} />
      </span>
    </p>,
  )
  expect(screen.getByTestId('base').textContent).toBe('Checking…')
  expect(await screen.findByText('12.3 gwei now, paid by your wallet on top')).toBeTruthy()
  expect(await screen.findByText('Not available right now')).toBeTruthy()
})
