import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'
import { bareHost, isPublicAddress } from './publicAddress.ts'

export const MAX_REDIRECTS = 3

/** Why a link's page or image was not read; logged, never shown. */
export class RefusedFetch extends Error {
  override name = 'RefusedFetch'
}

export type SafeFetchOptions = {
  /** Hosts that may be at private addresses (LINK_PREVIEW_ALLOW_HOSTS). */
  allowHosts: ReadonlySet<string>
  /** The response's media type (lower case, without parameters) is one of these. */
  accepts: (mediaType: string) => boolean
  maxBytes: number
  /** Ends every hop and the body read (the caller's deadline). */
  signal: AbortSignal
  /** Sees the body as it arrives; returning true ends the read there (enough was read). */
  onChunk?: (chunk: Buffer) => boolean
}

export type SafeResponse = { url: URL; contentType: string; body: Buffer }

/**
 * GET a URL from the server without letting it reach a private network: every hop's host is
 * resolved, every address checked, and the connection goes to the checked address (so a
 * second DNS answer cannot swap in another one). At most MAX_REDIRECTS redirects, each
 * checked the same way; the body is read up to `maxBytes`.
 */
export async function safeFetch(start: URL, options: SafeFetchOptions): Promise<SafeResponse> {
  let url = start
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const outcome = await requestOnce(url, options)
    if (outcome.kind === 'response') return outcome.response
    url = outcome.location
  }
  throw new RefusedFetch(`more than ${MAX_REDIRECTS} redirects`)
}

type Outcome = { kind: 'response'; response: SafeResponse } | { kind: 'redirect'; location: URL }

async function requestOnce(url: URL, options: SafeFetchOptions): Promise<Outcome> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RefusedFetch(`not http(s): ${url.protocol}`)
  // a resolver that does not answer is held to the same deadline as the request
  const target = await abortable(checkedAddress(url, options.allowHosts), options.signal)
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Outcome>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        headers: {
          accept: 'text/html,application/xhtml+xml,image/*;q=0.8',
          'user-agent': 'AgoraLinkPreview/1.0',
        },
        // the hostname stays for the Host header and TLS name; the socket goes to `target`
        lookup: fixedLookup(target),
        signal: options.signal,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0
        const location = response.headers.location
        if (status >= 300 && status < 400 && location) {
          response.destroy()
          try {
            resolve({ kind: 'redirect', location: new URL(location, url) })
          } catch {
            reject(new RefusedFetch('unreadable redirect'))
          }
          return
        }
        if (status < 200 || status >= 300) {
          response.destroy()
          return reject(new RefusedFetch(`status ${status}`))
        }
        const contentType = (response.headers['content-type'] ?? '').toLowerCase()
        const mediaType = contentType.split(';')[0]?.trim() ?? ''
        if (!options.accepts(mediaType)) {
          response.destroy()
          return reject(new RefusedFetch(`content type ${mediaType || 'missing'}`))
        }
        const declared = Number(response.headers['content-length'])
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy()
          return reject(new RefusedFetch(`declared ${declared} bytes`))
        }
        const chunks: Buffer[] = []
        let size = 0
        let done = false
        const finish = () => {
          done = true
          resolve({
            kind: 'response',
            response: { url, contentType, body: Buffer.concat(chunks) },
          })
        }
        response.on('data', (chunk: Buffer) => {
          if (done) return
          size += chunk.length
          if (size > options.maxBytes) {
            done = true
            response.destroy()
            return reject(new RefusedFetch(`more than ${options.maxBytes} bytes`))
          }
          chunks.push(chunk)
          if (options.onChunk?.(chunk)) {
            finish()
            response.destroy()
          }
        })
        response.on('end', () => {
          if (!done) finish()
        })
        response.on('error', (err) => {
          if (!done) reject(err)
        })
        response.on('close', () => {
          if (!done) reject(new RefusedFetch('response closed early'))
        })
      },
    )
    request.on('error', reject)
    request.end()
  })
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason)
    signal.addEventListener('abort', stop, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop))
  })
}

type Target = { address: string; family: 4 | 6 }

/** The address to connect to for this URL's host, once every address it has passed. */
export async function checkedAddress(url: URL, allowHosts: ReadonlySet<string>): Promise<Target> {
  const host = bareHost(url)
  const allowed = allowHosts.has(host)
  const addresses: Target[] = ipaddr.isValid(host)
    ? [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }]
    : (await lookup(host, { all: true, verbatim: true })).map((a) => ({
        address: a.address,
        family: a.family === 6 ? 6 : 4,
      }))
  const first = addresses[0]
  if (!first) throw new RefusedFetch(`${host} has no address`)
  if (!allowed) {
    const refused = addresses.find((a) => !isPublicAddress(a.address))
    if (refused) throw new RefusedFetch(`${host} resolves to non-public ${refused.address}`)
  }
  return first
}

function fixedLookup(target: Target): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [target])
    else callback(null, target.address, target.family)
  }
}
