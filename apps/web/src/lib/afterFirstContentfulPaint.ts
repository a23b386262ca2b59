/** How long work waits for a first contentful paint that may never come (a hidden tab). */
const WAIT_AT_MOST_MS = 500

/**
 * Runs `task` once the page has had its first contentful paint (at once when it has); returns
 * a canceller. Code and data that show only after the skeleton start then, so they do not
 * share the network with what that first paint needs.
 */
export function afterFirstContentfulPaint(task: () => void): () => void {
  let settled = false
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((entries) => {
        // the entry is recorded as the frame is presented: the task goes after it
        if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(run, 0)
      })
    : null
  const timer = window.setTimeout(run, observer ? WAIT_AT_MOST_MS : 0)
  observer?.observe({ type: 'paint', buffered: true })

  function stop() {
    settled = true
    observer?.disconnect()
    window.clearTimeout(timer)
  }
  function run() {
    if (settled) return
    stop()
    task()
  }
  return stop
}
