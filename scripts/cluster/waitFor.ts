import type { ChildProcess } from 'node:child_process'

const TIMEOUT_MS = 30_000
const POLL_MS = 100

/** Polls `ready` until it holds; rejects if `child` exits first or time runs out. */
export async function waitFor(what: string, ready: () => Promise<boolean>, child: ChildProcess) {
  const deadline = Date.now() + TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.signalCode ?? child.exitCode})`)
    if (await ready()) return
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`${what} was not ready within ${TIMEOUT_MS / 1000}s`)
}
