import { RIPPLE_DURATION_MS } from '@agora/domain'
import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

interface RippleWave {
  id: number
  x: number
  y: number
  size: number
}

/**
 * Click ripples for any element: spread `onPointerDown` on it, render `ripples` inside it
 * and give it the `ripple-host` class. Each wave lasts RIPPLE_DURATION_MS (600 ms).
 */
export function useRipple(disabled = false): {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void
  ripples: ReactNode
} {
  const [waves, setWaves] = useState<RippleWave[]>([])
  const nextId = useRef(0)
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
    }
  }, [])

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (disabled) return
      const rect = event.currentTarget.getBoundingClientRect()
      const size = Math.max(rect.width, rect.height) * 2
      const id = nextId.current++
      setWaves((current) => [
        ...current,
        {
          id,
          x: event.clientX - rect.left - size / 2,
          y: event.clientY - rect.top - size / 2,
          size,
        },
      ])
      const timer = setTimeout(() => {
        timers.current.delete(timer)
        setWaves((current) => current.filter((wave) => wave.id !== id))
      }, RIPPLE_DURATION_MS)
      timers.current.add(timer)
    },
    [disabled],
  )

  const ripples = waves.map((wave) => (
    <span
      key={wave.id}
      className="ripple"
      aria-hidden="true"
      style={{ left: wave.x, top: wave.y, width: wave.size, height: wave.size }}
    />
  ))
  return { onPointerDown, ripples }
}
