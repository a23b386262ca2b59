export type Author = { baseUrl: string; token: string }
export type AcknowledgedPost = { id: string; content: string }

/**
 * Authors posting as fast as their server answers, until `stop()` or until their server
 * is gone or says no (a post limit). Keeps every post that got a 201.
 */
export function startPostBurst(authors: Author[]) {
  const acknowledged: AcknowledgedPost[] = []
  const statuses = new Map<string, number>()
  let stopped = false
  const waiting: Array<{ count: number; resolve: () => void }> = []
  const writers = authors.map(async ({ baseUrl, token }, writer) => {
    for (let i = 0; !stopped; i++) {
      const content = `burst ${writer}.${i} ${crypto.randomUUID()}`
      let res: Response
      try {
        res = await fetch(`${baseUrl}/api/posts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ content }),
        })
      } catch {
        statuses.set('no answer', (statuses.get('no answer') ?? 0) + 1)
        return
      }
      statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1)
      if (res.status !== 201) return
      const { data } = (await res.json()) as { data: { id: string } }
      acknowledged.push({ id: data.id, content })
      for (const waiter of waiting.filter((w) => w.count <= acknowledged.length)) waiter.resolve()
    }
  })
  return {
    acknowledged,
    statuses,
    /** Resolves once `count` posts are acknowledged, or rejects when every writer stopped first. */
    async untilAcknowledged(count: number) {
      const allDone = Promise.all(writers).then(() => {
        throw new Error(`the burst ended after ${acknowledged.length} posts: ${[...statuses]}`)
      })
      allDone.catch(() => {})
      if (acknowledged.length >= count) return
      await Promise.race([
        allDone,
        new Promise<void>((resolve) => waiting.push({ count, resolve })),
      ])
    },
    async stop() {
      stopped = true
      await Promise.all(writers)
    },
  }
}

/** The acknowledged posts that `baseUrl` cannot show, with what it answered. */
export async function missingPosts(baseUrl: string, posts: AcknowledgedPost[]) {
  const missing: string[] = []
  for (const post of posts) {
    const res = await fetch(`${baseUrl}/api/posts/${post.id}`)
    const body = res.ok ? ((await res.json()) as { data: { content: string } }) : null
    if (body?.data.content !== post.content) missing.push(`${post.id}: ${res.status}`)
  }
  return missing
}
