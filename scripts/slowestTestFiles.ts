import type { Reporter, TestModule } from 'vitest/node'

const SLOWEST_SHOWN = 10

/** Prints the test files that took longest, for CI logs (beside Vitest's own reporter). */
export default class SlowestTestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const slowest = testModules
      .map((module) => ({
        name: `${module.project.name} › ${module.relativeModuleId}`,
        ms: module.diagnostic().duration,
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST_SHOWN)
    console.log(`unit: the ${slowest.length} slowest test files`)
    for (const { name, ms } of slowest) {
      console.log(`  ${`${(ms / 1000).toFixed(1)}s`.padStart(6)}  ${name}`)
    }
  }
}
