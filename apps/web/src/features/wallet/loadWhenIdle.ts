/** Runs `task` once the browser is idle (at the latest after `timeoutMs`); returns a canceller. */
export function runWhenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 1)
  return () => window.clearTimeout(handle)
}
