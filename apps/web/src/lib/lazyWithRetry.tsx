import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react'

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

export type RetryableLazy<P> = ComponentType<P> & {
  /** starts loading the chunk ahead of the first render; never rejects */
  preload: () => Promise<void>
}

const failedImports = new Set<() => void>()

/**
 * Lets every lazily loaded component whose chunk failed to load try again on its next
 * render. The error page's 'Try Again' calls it.
 */
export function retryFailedImports(): void {
  for (const reset of failedImports) reset()
  failedImports.clear()
}

/**
 * React.lazy, except that a failed chunk load (a network blip, a deploy that replaced the
 * chunks) is not final. React.lazy keeps a rejected import forever; this builds a fresh lazy
 * component after retryFailedImports(), so the import runs again. Chromium fetches a module
 * again after its dynamic import failed (checked with Chromium 156).
 */
export function lazyWithRetry<P extends object>(load: Loader<P>): RetryableLazy<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<{ default: ComponentType<P> }> | undefined

  const importOnce = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }

  const create = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      importOnce().catch((error: unknown) => {
        failedImports.add(() => {
          current = create()
        })
        throw error
      }),
    )
  let current = create()

  function Retryable(props: P) {
    // once the chunk is in, render it directly: no Suspense fallback flash
    // @NOTE chosen once per mount: switching from the lazy wrapper to the loaded component is a
    // new element type, and React would remount the page below, losing its state mid-way
    const [Component] = useState<ComponentType<P>>(() => loaded ?? current)
    return <Component {...props} />
  }
  Retryable.preload = () =>
    importOnce().then(
      () => undefined,
      () => undefined,
    )
  return Retryable
}
