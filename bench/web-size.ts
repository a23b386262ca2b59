import { gzipSync } from 'node:zlib'
import { chromium, type Response } from 'playwright'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'
import type { BenchmarkInput, Metric } from './metric.ts'

// the shell shows its skeleton for 1500 ms and may load more code when content appears
const SETTLE_MS = 3_000

type PageTiming = {
  firstPaint: number | null
  load: number
  scriptStarts: Record<string, number>
}

/** Gzip size of the JavaScript a first visit to `/` downloads, split by when it was requested. */
export async function measureWebSize({ baseUrl }: BenchmarkInput): Promise<Metric[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage()
    const gzipBytesByUrl = new Map<string, number>()
    const bodies: Promise<void>[] = []
    page.on('response', (response) => {
      if (!isJavaScript(response)) return
      bodies.push(
        response.body().then((body) => {
          gzipBytesByUrl.set(response.url(), gzipSync(body, { level: 9 }).length)
        }),
      )
    })
    await page.goto(baseUrl, { waitUntil: 'load' })
    await page.waitForTimeout(SETTLE_MS)
    await page.waitForLoadState('networkidle')
    await Promise.all(bodies)
    const timing = await page.evaluate(readPageTiming)

    const requestedBefore = (ms: number | null) => {
      if (ms === null) return null
      let bytes = 0
      for (const [url, size] of gzipBytesByUrl) {
        if ((timing.scriptStarts[url] ?? 0) < ms) bytes += size
      }
      return bytes
    }
    const total = [...gzipBytesByUrl.values()].reduce((sum, size) => sum + size, 0)
    return [
      {
        name: 'JS requested before first paint',
        value: kb(requestedBefore(timing.firstPaint)),
        unit: 'KB gzip',
      },
      {
        name: 'JS requested before load',
        value: kb(requestedBefore(timing.load)),
        unit: 'KB gzip',
      },
      { name: 'JS total', value: kb(total), unit: 'KB gzip' },
      { name: 'JS files total', value: gzipBytesByUrl.size, unit: 'files' },
      { name: 'first paint', value: round(timing.firstPaint), unit: 'ms' },
      { name: 'load event', value: round(timing.load), unit: 'ms' },
    ]
  } finally {
    await browser.close()
  }
}

function isJavaScript(response: Response) {
  const type = response.headers()['content-type'] ?? ''
  return response.ok() && /javascript|ecmascript/.test(type)
}

// runs in the page
function readPageTiming(): PageTiming {
  const paint =
    performance.getEntriesByName('first-paint')[0] ??
    performance.getEntriesByName('first-contentful-paint')[0]
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const scriptStarts: Record<string, number> = {}
  for (const entry of performance.getEntriesByType('resource')) {
    scriptStarts[entry.name] = entry.startTime
  }
  return {
    firstPaint: paint ? paint.startTime : null,
    load: navigation ? navigation.loadEventStart : 0,
    scriptStarts,
  }
}

function kb(bytes: number | null) {
  return bytes === null ? null : Math.round(bytes / 102.4) / 10
}

function round(ms: number | null) {
  return ms === null ? null : Math.round(ms)
}
