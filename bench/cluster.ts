/**
 * The cluster recipe, checked end to end: `startCluster` (PostgreSQL, Redis, two API
 * instances, HAProxy) in a temporary directory, then writes made on one instance read at
 * once on the other, an Idempotency-Key and a rate limit shared between them, and live
 * events raised on either reaching sockets on both and through the balancer. Throws on
 * the first miss; prints the counts.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startCluster } from '../scripts/cluster/startCluster.ts'
import { findFreePort } from '../scripts/findFreePort.ts'
import { signInNewUser } from '../scripts/signIn.ts'
import { type LiveFrame, openLiveSocket } from './liveSocket.ts'
import type { Metric } from './metric.ts'

const WRITES_PER_PAIR = 5
const WRITES_THROUGH_BALANCER = 10
/** POST /api/auth/nonce's limit per client and minute. */
const NONCE_LIMIT = 30

export async function checkCluster(): Promise<Metric[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'agora-cluster-'))
  // PostgreSQL runs as its own user when we are root, and must reach its data inside
  await chmod(dir, 0o755)
  const cluster = await startCluster({
    dir,
    instances: 2,
    port: await findFreePort(),
    host: '127.0.0.1',
    env: { SEED_DEMO: 'false', DEMO_WALLET: 'false' },
  }).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true })
    throw error
  })
  try {
    const urls = cluster.instances.map((instance) => instance.url)
    const author = await signInNewUser(cluster.url)

    let readAtOnce = 0
    for (const [writeOn, readOn] of [
      [urls[0], urls[1]],
      [urls[1], urls[0]],
    ] as const) {
      for (let i = 0; i < WRITES_PER_PAIR; i++) {
        const id = await writePost(writeOn ?? '', author.token, `written on ${writeOn}, #${i}`)
        await readPost(readOn ?? '', id)
        readAtOnce++
      }
    }
    let throughBalancer = 0
    for (let i = 0; i < WRITES_THROUGH_BALANCER; i++) {
      const id = await writePost(cluster.url, author.token, `through the balancer, #${i}`)
      await readPost(cluster.url, id)
      throughBalancer++
    }

    // an Idempotency-Key used on one instance replays on the other
    const key = crypto.randomUUID()
    const postOnce = (url: string | undefined) =>
      fetch(`${url}/api/posts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${author.token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ content: 'sent twice, written once' }),
      })
    const original = (await (await postOnce(urls[0])).json()) as { data: { id: string } }
    const retry = await postOnce(urls[1])
    const replayed = (await retry.json()) as { data?: { id: string } }
    if (
      retry.headers.get('idempotent-replayed') !== 'true' ||
      replayed.data?.id !== original.data.id
    )
      throw new Error('an Idempotency-Key used on one instance did not replay on the other')

    // one client's requests count against one limit, whichever instance answers
    const client = { 'x-forwarded-for': `10.99.${Math.floor(Math.random() * 250)}.7` }
    const statuses: number[] = []
    for (let i = 0; i <= NONCE_LIMIT; i++) {
      const res = await fetch(`${urls[i % 2]}/api/auth/nonce`, {
        method: 'POST',
        headers: { ...client, 'content-type': 'application/json' },
        body: JSON.stringify({ walletAddress: author.address }),
      })
      await res.arrayBuffer()
      statuses.push(res.status)
    }
    const allowed = statuses.filter((status) => status < 300).length
    if (allowed !== NONCE_LIMIT || statuses.at(-1) !== 429)
      throw new Error(`a shared limit of ${NONCE_LIMIT} let ${allowed} through: ${statuses}`)

    // a socket on each instance, and one through the balancer
    const followed = await signInNewUser(cluster.url)
    const socketUrls = [...urls, cluster.url]
    const received: LiveFrame[][] = socketUrls.map(() => [])
    const sockets = await Promise.all(
      socketUrls.map((url, i) =>
        openLiveSocket(url, followed.token, (frame) => received[i]?.push(frame)).then(
          ({ socket }) => socket,
        ),
      ),
    )
    try {
      const followers = await Promise.all(urls.map(() => signInNewUser(cluster.url)))
      for (const [i, follower] of followers.entries()) {
        const res = await fetch(`${urls[i]}/api/users/${followed.address}/follow`, {
          method: 'POST',
          headers: { authorization: `Bearer ${follower.token}` },
        })
        if (!res.ok) throw new Error(`follow on ${urls[i]}: ${res.status} ${await res.text()}`)
      }
      const expected = followers.length * sockets.length
      const deadline = Date.now() + 5_000
      const delivered = () =>
        received.flat().filter((frame) => frame.type === 'follower.new').length
      while (delivered() < expected && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20))
      if (delivered() !== expected)
        throw new Error(`live events: ${delivered()} of ${expected} reached the sockets`)
      return [
        { name: 'posts read at once on the other instance', value: readAtOnce, unit: 'of 10' },
        { name: 'posts read at once through HAProxy', value: throughBalancer, unit: 'of 10' },
        { name: 'Idempotency-Key replayed on the other instance', value: 1, unit: 'of 1' },
        {
          name: 'nonce requests allowed, alternating instances, one client',
          value: allowed,
          unit: `of ${NONCE_LIMIT + 1} (limit ${NONCE_LIMIT})`,
        },
        {
          name: 'follower.new raised on each instance, delivered to every socket',
          value: delivered(),
          unit: `of ${expected}`,
        },
      ]
    } finally {
      for (const socket of sockets) socket.terminate()
    }
  } finally {
    await cluster.stop()
    await rm(dir, { recursive: true, force: true })
  }
}

async function writePost(baseUrl: string, token: string, content: string) {
  const res = await fetch(`${baseUrl}/api/posts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  })
  if (res.status !== 201) throw new Error(`post on ${baseUrl}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { data: { id: string } }).data.id
}

async function readPost(baseUrl: string, id: string) {
  const res = await fetch(`${baseUrl}/api/posts/${id}`)
  if (res.status !== 200)
    throw new Error(`post ${id} on ${baseUrl}: ${res.status}, right after its write`)
}
