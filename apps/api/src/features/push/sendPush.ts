import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { PushPayload } from '@agora/domain'
import webpush, { WebPushError } from 'web-push'
import { pushTarget } from './pushEndpoint.ts'
import type { VapidDetails } from './vapidKeys.ts'

/** How long a push service may take to answer before the attempt counts as failed. */
export const PUSH_TIMEOUT_MS = 10_000
/** How long a push service keeps a message for a browser that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60

/** Kinds a push service should wake a sleeping phone for. */
const URGENT: ReadonlySet<PushPayload['kind']> = new Set(['order', 'kyc', 'message'])

export type StoredSubscription = { endpoint: string; p256dh: string; auth: string }

/** `gone`: the push service no longer knows the subscription (404/410); drop it. */
export type PushOutcome = 'sent' | 'gone' | 'failed'

/**
 * Encrypts the payload for one browser (RFC 8291 aes128gcm) and posts it to its push service
 * with a VAPID signature (RFC 8292). The connection goes to the address checked now, so a
 * DNS answer that changed since subscribing cannot aim it at a private network.
 */
export async function sendPush(
  subscription: StoredSubscription,
  payload: PushPayload,
  vapid: VapidDetails,
  allowHosts: ReadonlySet<string>,
): Promise<PushOutcome> {
  const target = await pushTarget(subscription.endpoint, allowHosts)
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target])
    else callback(null, target.address, target.family)
  }
  try {
    await webpush.sendNotification(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
        timeout: PUSH_TIMEOUT_MS,
        agent: new https.Agent({ lookup }),
        urgency: URGENT.has(payload.kind) ? 'high' : 'normal',
      },
    )
    return 'sent'
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
      return 'gone'
    throw error
  }
}
