import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter'

/** One greppable line at the end of a run, for CI logs. */
export default class SummaryReporter implements Reporter {
  private readonly counts = new Map<string, number>()

  onTestEnd(test: TestCase) {
    const outcome = test.outcome()
    this.counts.set(outcome, (this.counts.get(outcome) ?? 0) + 1)
  }

  onEnd(result: FullResult) {
    const count = (outcome: string) => this.counts.get(outcome) ?? 0
    const seconds = (result.duration / 1000).toFixed(1)
    console.log(
      `e2e summary: ${result.status} · ${count('expected')} passed · ${count('unexpected')} failed · ${count('flaky')} flaky · ${count('skipped')} skipped · ${seconds}s`,
    )
  }

  printsToStdio() {
    return false
  }
}
