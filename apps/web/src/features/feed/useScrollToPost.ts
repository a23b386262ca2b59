import { useEffect } from 'react'

const GIVE_UP_MS = 15_000

/**
 * Scrolls the post with this id to the top of the view (its thread opens below it) once it
 * is on the page, which may be a later render, after its feed loads; then moves focus to it
 * for keyboard users.
 */
export function useScrollToPost(postId: string | null) {
  useEffect(() => {
    if (!postId) return
    const id = `post-${postId}`
    const reveal = () => {
      const element = document.getElementById(id)
      if (!element) return false
      element.scrollIntoView({ block: 'start' })
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
      element.focus({ preventScroll: true })
      return true
    }
    if (reveal()) return
    const observer = new MutationObserver(() => {
      if (reveal()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const timer = setTimeout(() => observer.disconnect(), GIVE_UP_MS)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [postId])
}
