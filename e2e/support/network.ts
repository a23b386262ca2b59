import type { Page } from '@playwright/test'

export type NetworkLog = {
  /** Every request body, response body and WebSocket frame the page sent or received. */
  texts: () => Promise<string[]>
}

/** Records what goes over the wire for the page: bodies both ways and socket frames. */
export function recordNetwork(page: Page): NetworkLog {
  const texts: string[] = []
  const pending: Promise<void>[] = []
  page.on('request', (request) => {
    const body = request.postData()
    if (body) texts.push(body)
  })
  page.on('response', (response) => {
    pending.push(
      response.body().then(
        (body) => void texts.push(body.toString('utf8')),
        () => undefined,
      ),
    )
  })
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => texts.push(String(frame.payload)))
    socket.on('framereceived', (frame) => texts.push(String(frame.payload)))
  })
  return {
    texts: async () => {
      await Promise.all(pending)
      return texts
    },
  }
}
