import { BadRequestError } from '@agora/domain'
import { checkedAddress } from '../linkPreviews/safeFetch.ts'

export type PushTarget = Awaited<ReturnType<typeof checkedAddress>>

/**
 * The address the server will post to for a push endpoint: https, at public addresses only
 * (the server makes this request, so a subscription must not aim it at a private network),
 * unless its host is in PUSH_ALLOW_HOSTS.
 */
export async function pushTarget(endpoint: string, allowHosts: ReadonlySet<string>) {
  const url = new URL(endpoint)
  if (url.protocol !== 'https:') throw refused()
  try {
    return await checkedAddress(url, allowHosts)
  } catch {
    throw refused()
  }
}

const refused = () => new BadRequestError('PUSH_ENDPOINT_REFUSED')
