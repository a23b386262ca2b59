import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromiumPath } from '../scripts/chromium.ts'
import { repoRoot } from '../scripts/server.ts'
import type { BenchmarkInput, Metric } from './metric.ts'

export type LighthouseReport = {
  categories: { performance: { score: number | null } }
  audits: Record<string, { numericValue?: number }>
}

const lighthouseBin = path.join(repoRoot, 'node_modules/.bin/lighthouse')
const ATTEMPTS = 3

/** Lighthouse's mobile performance run (simulated slow 4G, mid-range phone) on `/`. */
export async function runLighthouse({ baseUrl, reportPrefix }: BenchmarkInput): Promise<Metric[]> {
  const report = await lighthouseReport(`${baseUrl}/`, `${reportPrefix}lighthouse.json`, [
    '--chrome-flags=--headless=new --no-sandbox',
  ])
  const audit = (id: string) => report.audits[id]?.numericValue ?? null
  const score = report.categories.performance.score
  return [
    {
      name: 'performance score',
      value: score === null ? null : Math.round(score * 100),
      unit: '/100',
    },
    {
      name: 'largest contentful paint',
      value: round(audit('largest-contentful-paint')),
      unit: 'ms',
    },
    { name: 'cumulative layout shift', value: audit('cumulative-layout-shift'), unit: '' },
    { name: 'total blocking time', value: round(audit('total-blocking-time')), unit: 'ms' },
  ]
}

/**
 * One mobile performance run of Lighthouse on `url`, its JSON report kept at `reportPath`.
 * `extraArgs` choose the browser (`--chrome-flags`, or `--port` of a running one) and storage.
 */
export async function lighthouseReport(
  url: string,
  reportPath: string,
  extraArgs: string[],
): Promise<LighthouseReport> {
  const args = [
    url,
    '--form-factor=mobile',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
    ...extraArgs,
  ]
  for (let attempt = 1; ; attempt++) {
    try {
      await promisify(execFile)(lighthouseBin, args, {
        env: { ...process.env, CHROME_PATH: chromiumPath },
      })
      break
    } catch (error) {
      // @NOTE Lighthouse 12 on Chromium 15x sometimes misses the trace start (NO_NAVSTART)
      const stderr = String((error as { stderr?: unknown }).stderr ?? '')
      if (attempt >= ATTEMPTS || !stderr.includes('Please run Lighthouse again')) throw error
      console.error(`lighthouse attempt ${attempt} failed (${stderr.trim()}), retrying`)
    }
  }
  return JSON.parse(await readFile(reportPath, 'utf8')) as LighthouseReport
}

export function round(ms: number | null) {
  return ms === null ? null : Math.round(ms)
}
