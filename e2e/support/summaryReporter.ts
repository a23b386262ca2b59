import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const SLOWEST_SHOWN = 10

/** One greppable line at the end of a run, and the slowest tests, for CI logs. */
export default class SummaryReporter implements Reporter {
  private readonly counts = new Map<string, number>()
  private readonly durations: { title: string; ms: number }[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    const outcome = test.outcome()
    this.counts.set(outcome, (this.counts.get(outcome) ?? 0) + 1)
    const file = test.location.file.split('/tests/').at(-1)
    this.durations.push({ title: `${file} › ${test.title}`, ms: result.duration })
  }

  onEnd(result: FullResult) {
    const count = (outcome: string) => this.counts.get(outcome) ?? 0
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`
    const slowest = this.durations.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN)
    console.log(`e2e: the ${slowest.length} slowest tests`)
    for (const { title, ms } of slowest) console.log(`  ${seconds(ms).padStart(6)}  ${title}`)
    console.log(
      `e2e summary: ${result.status} · ${count('expected')} passed · ${count('unexpected')} failed · ${count('flaky')} flaky · ${count('skipped')} skipped · ${seconds(result.duration)}`,
    )
  }

  printsToStdio() {
    return false
  }
}
