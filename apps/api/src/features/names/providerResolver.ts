import { z } from 'zod'
import { type NameResolver, NameResolverUnavailable, plausibleName } from './nameResolver.ts'

// spec §9 Auth and wallet: request timeout
const REQUEST_TIMEOUT_MS = 10_000

// spec §7: the name is in the response field data.data
const providerAnswer = z.object({
  data: z.object({ data: z.string().nullish() }),
})

export type NameProvider = { url: string; apiKey: string; keyHeader: string }

/** The spec's name provider: `GET {url}?address=0x…` with the API key in `keyHeader`. */
export function providerResolver(provider: NameProvider): NameResolver {
  return {
    source: `the name provider at ${new URL(provider.url).origin}`,
    async resolve(address, stop) {
      const url = new URL(provider.url)
      url.searchParams.set('address', address)
      const response = await fetch(url, {
        headers: { [provider.keyHeader]: provider.apiKey, accept: 'application/json' },
        signal: AbortSignal.any([AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...(stop ? [stop] : [])]),
        redirect: 'error',
      }).catch((error: unknown) => {
        throw new NameResolverUnavailable(`not reached: ${reason(error)}`)
      })
      // @NOTE a 404 is not "no name": a wrong path answers it too, and would wipe every name
      if (!response.ok) throw new NameResolverUnavailable(`answered ${response.status}`)
      const body: unknown = await response.json().catch(() => null)
      const parsed = providerAnswer.safeParse(body)
      if (!parsed.success) throw new NameResolverUnavailable('answered without data.data')
      return plausibleName(parsed.data.data.data)
    },
  }
}

function reason(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}
