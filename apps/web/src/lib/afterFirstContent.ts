/** The longest the work waits for the content, in case the shell never shows it (a crash). */
const AT_THE_LATEST_MS = 5_000

let contentShown: () => void = () => {}
const firstContent = new Promise<void>((resolve) => {
  contentShown = resolve
  const fallback = () => setTimeout(resolve, AT_THE_LATEST_MS)
  if (document.readyState === 'complete') fallback()
  else window.addEventListener('load', fallback, { once: true })
})

/** Said by the shell once its content has replaced the skeleton on screen (spec §2: 1500 ms). */
export function markFirstContentShown() {
  contentShown()
}

/**
 * Runs `task` once the page's content has replaced the skeleton, when the browser is idle:
 * work that must compete neither with the first paint nor with the content's.
 */
export function afterFirstContent(task: () => void) {
  void firstContent.then(() =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5_000 }) : task(),
  )
}
