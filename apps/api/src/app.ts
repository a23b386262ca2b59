import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { startBackgroundJobs } from './backgroundJobs.ts'
import { createSharedReads } from './cache/sharedReads.ts'
import { createViewerReads } from './cache/viewerReads.ts'
import { type ChainClients, createChainClients } from './chain/clients.ts'
import { createEscrows, dropEscrowsWithoutCode } from './chain/escrows.ts'
import type { Config } from './config.ts'
import { type AppContext, type Clock, systemClock } from './context.ts'
import { type Database, openDatabase } from './db/client.ts'
import { applyMigrations } from './db/migrate.ts'
import { createEventBus } from './events/createEventBus.ts'
import { FEED_EVENTS, MARKET_EVENTS } from './events/events.ts'
import { FEATURE_ROUTES } from './featureRoutes.ts'
import { ensureSuperAdmin } from './features/admin/ensureSuperAdmin.ts'
import { RELATIONS_KEY } from './features/blocks/relations.ts'
import { feedTagsChangedBy } from './features/feed/feedTags.ts'
import { createLinkPreviewer } from './features/linkPreviews/linkPreviewer.ts'
import { createLive, type LiveOptions } from './features/live/live.ts'
import { createDisputeDecisions } from './features/marketplace/disputeDecision.ts'
import { FAVORITES_KEY } from './features/marketplace/listingView.ts'
import { marketTagsChangedBy } from './features/marketplace/marketTags.ts'
import { MUTED_WORDS_KEY } from './features/mutedWords/service.ts'
import { createNameLookups } from './features/names/nameLookups.ts'
import { registerNameLookups } from './features/names/registerNameLookups.ts'
import { createDeliveryWorker } from './features/notificationDelivery/deliveryWorker.ts'
import { createNotifier } from './features/notifications/notifier.ts'
import { NOTIFICATION_SETTINGS_KEY } from './features/notifications/settings.ts'
import { MARKS_KEY } from './features/posts/viewerState.ts'
import { resolveVapidKeys } from './features/push/vapidKeys.ts'
import { registerAnonymousCache } from './http/anonymousCache.ts'
import { registerCacheControl } from './http/cacheControl.ts'
import { registerDocs } from './http/docs.ts'
import { registerErrorHandling } from './http/errorHandler.ts'
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './http/frameworkErrors.ts'
import { registerIdempotency } from './http/idempotency.ts'
import { registerStrictJsonBodies } from './http/jsonBody.ts'
import type { LogStream } from './http/logger.ts'
import { loggerOptions } from './http/logger.ts'
import { registerNulGuard } from './http/rejectNul.ts'
import { registerSecurity } from './http/security.ts'
import { registerViewer } from './http/viewer.ts'
import { registerWebApp } from './http/webApp.ts'
import { loadLinkBlocklist } from './linkBlocklist.ts'
import { createMailTransport } from './mail/createMailTransport.ts'
import { createMetrics } from './metrics/metrics.ts'
import { registerMetrics } from './metrics/registerMetrics.ts'
import { createPriceTable } from './priceTable.ts'
import { resolveJwtKey } from './secrets.ts'
import { deployLocalEscrow } from './seed/localEscrow.ts'
import { seedDemoContent } from './seed/seedDemoContent.ts'
import { createSessionCache } from './sessionCache.ts'

export type AppOverrides = {
  /** A database opened by the caller; it is closed with the app. */
  database?: Database
  clock?: Clock
  chains?: ChainClients
  /** Where log lines go instead of stdout. */
  logStream?: LogStream
  /** Live socket limits and timings (tests shorten the auth timeout). */
  live?: Partial<LiveOptions>
  /** How long a client may take (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>
}

/** Milliseconds; a slow or stalled client is cut off with 408 instead of holding a socket. */
export type ServerTimeouts = {
  /** From connecting to the last header line (slowloris). */
  headers: number
  /** From connecting to the last byte of the body. */
  request: number
  /** An idle keep-alive socket between requests; above a load balancer's own idle timeout. */
  keepAlive: number
  /** How often Node looks for requests past `headers` or `request`. */
  checkEvery: number
}

const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headers: 10_000,
  // a 5 MB upload at ~100 KB/s
  request: 60_000,
  keepAlive: 72_000,
  checkEvery: 1_000,
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
> & {
  ctx: AppContext
  deliveries: { drain(): Promise<void> }
  names: { drain(): Promise<void> }
}

const BODY_LIMIT_BYTES = 1024 * 1024

/** Builds the whole API on a migrated database; tests call it and use `app.inject`. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const database = overrides.database ?? (await openDatabase(databaseOptions(config)))
  try {
    await applyMigrations(database, config.databaseUrl)
  } catch (error) {
    await database.close()
    throw error
  }

  const timeouts = { ...DEFAULT_TIMEOUTS, ...overrides.timeouts }
  const app = Fastify({
    logger: loggerOptions(config.logLevel, overrides.logStream),
    // @NOTE no connectionTimeout: an idle live socket is legitimate; live.ts times its own
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    http: { headersTimeout: timeouts.headers, connectionsCheckingInterval: timeouts.checkEvery },
    genReqId: () => crypto.randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()

  const metrics = createMetrics()
  database.observeQueries((seconds) => metrics.dbQueryDuration.observe(seconds))
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock: overrides.clock ?? systemClock,
    jwtKey: await resolveJwtKey(config.jwtSecret, config.dataDir),
    chains:
      overrides.chains ??
      createChainClients(config, (chainId, outcome) =>
        metrics.chainCalls.inc({ chain: String(chainId), outcome }),
      ),
    escrows: createEscrows(config),
    sharedReads: createSharedReads(undefined, (hit) =>
      metrics.cacheLookups.inc({ cache: 'shared_reads', outcome: hit ? 'hit' : 'miss' }),
    ),
    viewerReads: createViewerReads(),
    sessionCache: createSessionCache(),
    events: await createEventBus(config.redisUrl, app.log),
    prices: createPriceTable(config),
    metrics,
    mail: createMailTransport(config, app.log),
    vapid: { ...(await resolveVapidKeys(config)), subject: config.push.subject },
    linkBlocklist: await loadLinkBlocklist(config.linkBlocklistPath, app.log),
  }
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onSend', async (request, reply) => void reply.header('x-request-id', request.id))
  const live = createLive(ctx, app.log, overrides.live)
  const notifier = createNotifier(ctx, app.log)
  const disputeDecisions = createDisputeDecisions(ctx, app.log)
  const linkPreviewer = createLinkPreviewer(ctx, app.log)
  const deliveries = createDeliveryWorker(ctx, app.log)
  const names = createNameLookups(ctx, app.log)
  app.addHook('onClose', async () => {
    await deliveries.close()
    await linkPreviewer.close()
    await names.close()
    await notifier.close()
    await disputeDecisions.close()
    await live.close()
    await ctx.events.close()
    ctx.linkBlocklist.close()
    await database.close()
  })

  registerErrorHandling(app)
  registerMetrics(app, metrics, {
    database,
    metricsToken: config.metricsToken,
    liveSockets: () => live.hub.totalConnections(),
  })
  registerNulGuard(app)
  registerStrictJsonBodies(app)
  registerViewer(app, ctx)
  registerNameLookups(app, ctx, names)
  await registerSecurity(app, config)
  await registerDocs(app, config)
  registerIdempotency(app, ctx)
  registerCacheControl(app)
  const anonymousCache = registerAnonymousCache(app)
  ctx.events.subscribe('session.revoked', ({ data }) =>
    ctx.sessionCache.forgetSession(data.sessionId),
  )
  // a cached session carries the person's row: a new handle or name must not wait for it
  ctx.events.subscribe(['user.access.changed', 'user.changed'], ({ data }) =>
    ctx.sessionCache.forgetUser(data.userId),
  )
  // each of a viewer's own reads goes when what it holds changes, the others stay
  ctx.events.subscribe(['reaction.changed', 'repost.changed'], ({ data }) =>
    ctx.viewerReads.forget(data.userId, MARKS_KEY),
  )
  ctx.events.subscribe('bookmark.changed', ({ data }) =>
    ctx.viewerReads.forget(data.userId, data.kind === 'listing' ? FAVORITES_KEY : MARKS_KEY),
  )
  ctx.events.subscribe('mutedWords.changed', ({ data }) =>
    ctx.viewerReads.forget(data.userId, MUTED_WORDS_KEY),
  )
  ctx.events.subscribe('notificationSettings.changed', ({ data }) =>
    ctx.viewerReads.forget(data.userId, NOTIFICATION_SETTINGS_KEY),
  )
  ctx.events.subscribe('user.relation.changed', ({ data }) => {
    ctx.viewerReads.forget(data.userId, RELATIONS_KEY)
    ctx.viewerReads.forget(data.otherId, RELATIONS_KEY)
  })
  ctx.events.subscribe(FEED_EVENTS, (event) => {
    anonymousCache.invalidate()
    ctx.sharedReads.invalidate(feedTagsChangedBy(event))
  })
  ctx.events.subscribe(MARKET_EVENTS, (event) => {
    const changed = marketTagsChangedBy(event)
    if (changed.length > 0) ctx.sharedReads.invalidate(changed)
  })

  for (const routes of FEATURE_ROUTES) await app.register(routes(ctx))
  await app.register(live.routes)
  await registerWebApp(app, config.webDir)

  await ensureSuperAdmin(ctx)
  if (config.seedDemo) await deployLocalEscrow(ctx, app.log)
  if (config.seedDemo) await seedDemoContent(ctx)
  await dropEscrowsWithoutCode(ctx.escrows, ctx.chains, app.log)
  const stopBackgroundJobs = startBackgroundJobs(ctx, app.log, () => live.prune())
  app.addHook('onClose', async () => stopBackgroundJobs())

  return Object.assign(app, { ctx, deliveries, names })
}

function databaseOptions(config: Config) {
  return config.databaseUrl
    ? ({ engine: 'postgres', url: config.databaseUrl } as const)
    : ({ engine: 'pglite', dataDir: config.dataDir } as const)
}
