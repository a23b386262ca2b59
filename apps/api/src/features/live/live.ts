import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { createChangedPosts } from './changedPosts.ts'
import { createFeedNews } from './feedNews.ts'
import { feedNewsAudience } from './feedNewsAudience.ts'
import { createLiveHub, type HubLimits } from './hub.ts'
import { liveEventsFor, USER_LIVE_EVENT_SOURCES } from './liveEventsFor.ts'
import { type LiveRouteOptions, liveRoutes } from './routes.ts'
import { pruneLiveEvents, storeLiveEvents } from './store.ts'

export type LiveOptions = HubLimits &
  LiveRouteOptions & {
    /** A socket gets at most one `feed.new` frame this often. */
    feedNewIntervalMs: number
  }

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  authTimeoutMs: 5_000,
  heartbeatMs: 30_000,
  maxConnectionsPerUser: 5,
  maxBufferedBytes: 1024 * 1024,
  maxFrameBytes: 4 * 1024,
  limit: 500,
  retentionMs: 7 * 24 * 60 * 60 * 1000,
  feedNewIntervalMs: 3_000,
}

/**
 * Live events for `/api/live`. Per-person events are stored once, by the instance that
 * raised the bus event (a local-only subscriber), which then announces `live.stored`; every
 * instance's hub hears that and sends the rows to its sockets. `feed.new` and `posts.changed`
 * are broadcasts: each instance sends them to its own sockets from `post.created` and
 * `post.updated`, in batches (feedNews.ts, changedPosts.ts), and nothing is stored.
 */
export function createLive(
  ctx: AppContext,
  log: FastifyBaseLogger,
  overrides: Partial<LiveOptions> = {},
) {
  const options = { ...DEFAULT_LIVE_OPTIONS, ...overrides }
  const hub = createLiveHub(ctx, options, log)
  const feedNews = createFeedNews(hub, options.feedNewIntervalMs, feedNewsAudience(ctx), (err) =>
    log.error({ err }, 'feed.new not sent: its audience could not be read'),
  )
  const changedPosts = createChangedPosts(hub, options.feedNewIntervalMs)
  const storing = new Set<Promise<void>>()

  const unsubscribe = [
    ctx.events.subscribe(
      USER_LIVE_EVENT_SOURCES,
      (event) => {
        const work = liveEventsFor(ctx, event)
          .then((events) => storeLiveEvents(ctx, events))
          .then((recipients) => {
            if (recipients.length > 0) ctx.events.publish('live.stored', { recipients })
          })
          .catch((err) => log.error({ err, event: event.type }, 'live event not stored'))
          .finally(() => storing.delete(work))
        storing.add(work)
      },
      { localOnly: true },
    ),
    ctx.events.subscribe('live.stored', ({ data }) => hub.stored(data.recipients)),
    ctx.events.subscribe('post.created', ({ data }) =>
      feedNews.announce({
        postId: data.postId,
        communityId: data.communityId,
        authorId: data.authorId,
      }),
    ),
    ctx.events.subscribe('post.updated', ({ data }) => changedPosts.announce(data.postId)),
  ]

  return {
    hub,
    routes: liveRoutes(ctx, hub, options),
    prune: () => pruneLiveEvents(ctx, options.retentionMs),
    /** Stops hearing events, closes the sockets and waits for writes under way. */
    async close() {
      for (const stop of unsubscribe) stop()
      changedPosts.close()
      await Promise.allSettled([...storing, feedNews.close()])
      await hub.close()
    },
  }
}
