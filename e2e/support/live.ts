import type { LiveServerFrame } from '@agora/domain'
import type { Browser, Page } from '@playwright/test'
import { type ApiSession, useSession } from './session.ts'

/**
 * Opens `path` for `person` at 1280 × 900 once its live socket is ready (a broadcast before
 * that reaches no one: `feed.new` and `posts.changed` are not replayed); `announced` collects
 * the new posts the socket heard of.
 */
export async function openLive(browser: Browser, baseURL: string, person: ApiSession, path = '/') {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const page: Page = await context.newPage()
  const announced = new Set<string>()
  const live = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as LiveServerFrame
        if (frame.type === 'ready') resolve()
        if (frame.type === 'feed.new')
          for (const post of frame.data.posts) announced.add(post.postId)
      }),
    ),
  )
  await useSession(page, person.token)
  await page.goto(path)
  await live
  return { page, announced }
}
