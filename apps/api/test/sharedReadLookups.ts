import type { App } from '../src/app.ts'

/** How many `ctx.sharedReads` lookups hit or missed so far (the app's own metrics). */
export async function sharedReadLookups(app: App, outcome: 'hit' | 'miss') {
  const lookups = await app.ctx.metrics.cacheLookups.get()
  return (
    lookups.values.find(
      ({ labels }) => labels.cache === 'shared_reads' && labels.outcome === outcome,
    )?.value ?? 0
  )
}
