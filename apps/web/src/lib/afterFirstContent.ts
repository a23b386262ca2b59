import { SKELETON_DURATION_MS } from '@agora/domain'

/**
 * Runs `task` once the page has loaded and its content has replaced the skeleton (spec §2:
 * 1500 ms), when the browser is idle: work that must not compete with the first paint.
 */
export function afterFirstContent(task: () => void) {
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5_000 }) : task()
  const afterContent = () => setTimeout(whenIdle, SKELETON_DURATION_MS)
  if (document.readyState === 'complete') afterContent()
  else window.addEventListener('load', afterContent, { once: true })
}
