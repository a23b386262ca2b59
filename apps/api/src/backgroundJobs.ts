import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from './context.ts'
import { deleteExpiredKycImages } from './features/kyc/evidence/kycImages.ts'
import { settleDueEscrows } from './features/marketplace/autoRelease.ts'
import { expireOverdueOrders } from './features/marketplace/orderStore.ts'
import { expireDueOffers } from './features/offers/offerStore.ts'
import { runProposalTimers } from './features/proposals/lifecycle.ts'
import { pruneVitals } from './features/vitals/store.ts'
import { pruneIdempotencyKeys } from './http/idempotency.ts'

const MINUTE = 60 * 1000
const HOURLY = 60 * MINUTE

type Job = { name: string; every: number; run: () => Promise<unknown> }

/**
 * The server's clock-driven work, each job on its own interval; a failure is logged and the
 * job runs again next time. Returns what stops them all (the app's onClose).
 */
export function startBackgroundJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  pruneLive: () => Promise<unknown>,
) {
  const jobs: Job[] = [
    { name: 'pruning idempotency keys', every: HOURLY, run: () => pruneIdempotencyKeys(ctx) },
    { name: 'pruning live events', every: HOURLY, run: pruneLive },
    { name: 'pruning vitals', every: HOURLY, run: () => pruneVitals(ctx) },
    // KYC pictures go a stated time after the decision (KYC_IMAGE_RETENTION_DAYS)
    { name: 'deleting KYC pictures', every: HOURLY, run: () => deleteExpiredKycImages(ctx) },
    // escrows past their release deadline pay their sellers (auto-release)
    { name: 'settling escrows', every: 5 * MINUTE, run: () => settleDueEscrows(ctx, log) },
    // unpaid orders give their stock back once their payment window is over
    { name: 'expiring unpaid orders', every: MINUTE, run: () => expireOverdueOrders(ctx) },
    // offers past their time expire, and both sides are told, without waiting for a read
    { name: 'expiring offers', every: MINUTE, run: () => expireDueOffers(ctx) },
    // proposals open, near their end and close by the clock: notices and outcomes follow it
    { name: 'proposal timers', every: MINUTE, run: () => runProposalTimers(ctx) },
  ]
  const timers = jobs.map(({ name, every, run }) =>
    setInterval(() => void run().catch((err) => log.error({ err }, `${name} failed`)), every),
  )
  for (const timer of timers) timer.unref()
  return () => timers.forEach(clearInterval)
}
