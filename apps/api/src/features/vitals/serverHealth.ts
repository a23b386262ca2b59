import type { ServerHealth } from '@agora/domain'
import type { MetricValue } from 'prom-client'
import type { Metrics } from '../../metrics/metrics.ts'

/** A sample; a histogram's samples also say which series they are (`…_sum`, `…_count`). */
type Sample = MetricValue<string> & { metricName?: string }

const sum = (samples: Sample[], keep: (sample: Sample) => boolean = () => true) =>
  samples.filter(keep).reduce((total, sample) => total + sample.value, 0)

/** This instance's figures since it started, read from its Prometheus registry. */
export async function serverHealth(metrics: Metrics): Promise<ServerHealth> {
  const byName = new Map<string, Sample[]>()
  for (const metric of await metrics.registry.getMetricsAsJSON()) {
    byName.set(metric.name, metric.values as Sample[])
  }
  const samples = (name: string) => byName.get(name) ?? []

  const requests = samples('agora_http_requests_total')
  const duration = samples('agora_http_request_duration_seconds')
  const durationSum = sum(duration, (sample) => sample.metricName?.endsWith('_sum') === true)
  const durationCount = sum(duration, (sample) => sample.metricName?.endsWith('_count') === true)
  const lookups = samples('agora_cache_lookups_total')
  const allLookups = sum(lookups)
  const chain = samples('agora_chain_rpc_calls_total')
  return {
    requests: sum(requests),
    serverErrors: sum(requests, (sample) => String(sample.labels.status).startsWith('5')),
    meanLatencyMs: durationCount === 0 ? null : (durationSum / durationCount) * 1000,
    liveSockets: sum(samples('agora_live_sockets')),
    cacheHitRate:
      allLookups === 0
        ? null
        : sum(lookups, (sample) => sample.labels.outcome === 'hit') / allLookups,
    rateLimited: sum(samples('agora_rate_limited_total')),
    chainCalls: sum(chain),
    chainFailures: sum(chain, (sample) => sample.labels.outcome === 'error'),
    idempotentReplays: sum(samples('agora_idempotent_replays_total')),
  }
}
