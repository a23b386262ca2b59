import type { QueryClient } from '@tanstack/react-query'
import { isOfflineToken, readAuthToken } from '../../lib/authToken.ts'
import { applyLiveEvent, refreshAfterGap } from './liveCache.ts'
import { openLiveSocket } from './liveSocket.ts'

/** The live connection of a signed-in tab, feeding the query caches; returns its stop. */
export function startLive(queryClient: QueryClient) {
  const url = new URL('/api/live', window.location.href)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  const connection = openLiveSocket({
    url: url.href,
    token: () => {
      const token = readAuthToken()
      return token && !isOfflineToken(token) ? token : null
    },
    onEvent: (frame) => applyLiveEvent(queryClient, frame),
    onReady: ({ complete }) => {
      if (!complete) refreshAfterGap(queryClient)
    },
  })
  return () => connection.close()
}
