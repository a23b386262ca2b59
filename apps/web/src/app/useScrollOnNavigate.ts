import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

// content arrives after navigation (lazy routes, queries): keep trying to reach the old spot
const RESTORE_FOR_MS = 2_000

const positions = new Map<string, number>()
// the page on screen: a scroll event that comes after a navigation is not the old page's
let shownKey: string | null = null
// a document starts at the top: its first page restores nothing (a scroll there would force a
// layout of the whole shell before its first paint)
let firstPageShown = false

/**
 * A new page starts at the top; Back and Forward return to where that page was left
 * (issue 18). Links to a post (`?post=`) or an anchor place themselves.
 */
export function useScrollOnNavigate() {
  const location = useLocation()
  const navigationType = useNavigationType()

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  }, [])

  // remember where this page was left, for a later Back
  useEffect(() => {
    const key = location.key
    const remember = () => {
      if (shownKey === key) positions.set(key, window.scrollY)
    }
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [location.key])

  useLayoutEffect(() => {
    shownKey = location.key
    const firstPage = !firstPageShown
    firstPageShown = true
    if (navigationType !== 'POP') {
      if (location.hash !== '') return scrollToAnchor(decodeURIComponent(location.hash.slice(1)))
      if (!new URLSearchParams(location.search).has('post')) window.scrollTo(0, 0)
      return
    }
    if (firstPage) return
    const target = positions.get(location.key) ?? 0
    const started = performance.now()
    let frame = 0
    const restore = () => {
      window.scrollTo(0, target)
      const reached = Math.abs(window.scrollY - target) < 2
      if (!reached && performance.now() - started < RESTORE_FOR_MS) {
        frame = requestAnimationFrame(restore)
      }
    }
    restore()
    // someone who scrolls meanwhile has chosen where to be
    const stop = () => cancelAnimationFrame(frame)
    window.addEventListener('wheel', stop, { once: true, passive: true })
    window.addEventListener('touchmove', stop, { once: true, passive: true })
    return () => {
      stop()
      window.removeEventListener('wheel', stop)
      window.removeEventListener('touchmove', stop)
    }
  }, [location.key, location.hash, location.search, navigationType])
}

/** Scrolls to the element with `id` once the (lazy) page has rendered it; gives up after a while. */
function scrollToAnchor(id: string) {
  const started = performance.now()
  let frame = 0
  const find = () => {
    const target = document.getElementById(id)
    if (target) return target.scrollIntoView({ block: 'start' })
    if (performance.now() - started < RESTORE_FOR_MS) frame = requestAnimationFrame(find)
  }
  find()
  return () => cancelAnimationFrame(frame)
}
