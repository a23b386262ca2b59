import { ApiError, errorFromBody } from '../../lib/api.ts'
import { CONVERSION_FAILED } from './pricing.ts'

export type Conversion = {
  converted: number
  rate: number
  source: string
  updatedAt: string | null
}

/** GET {endpoint}?from&to&amount, reading `converted` (spec §7); any failure is 'Conversion failed'. */
export async function convertPrice(
  endpoint: string,
  from: string,
  to: string,
  amount: number,
  signal?: AbortSignal,
): Promise<Conversion> {
  const params = new URLSearchParams({ from, to, amount: String(amount) })
  let response: Response
  try {
    response = await fetch(`${endpoint}?${params}`, {
      headers: { accept: 'application/json' },
      signal,
    })
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', CONVERSION_FAILED)
  }
  const body = (await response.json().catch(() => null)) as Conversion | null
  if (!response.ok || !body || typeof body.converted !== 'number') {
    const { status, code } = errorFromBody(response, body)
    throw new ApiError(status, code, CONVERSION_FAILED)
  }
  return body
}
