import { Component, type ReactNode } from 'react'
import { retryFailedImports } from '../lib/lazyWithRetry.tsx'
import { ErrorFallback } from './ErrorFallback.tsx'
import { isExtensionError } from './extensionErrors.ts'

interface AppErrorBoundaryProps {
  children: ReactNode
  /** when this changes (the user navigates elsewhere, say) a shown error is cleared */
  resetKey?: string
  /** the whole page, when no app frame is left around the boundary */
  fullPage?: boolean
}

interface AppErrorBoundaryState {
  error: Error | null
}

/**
 * Shows the error page when rendering fails. Errors raised by browser extensions are not
 * Agora's: the boundary ignores them and keeps rendering (spec §2 Error fallback page).
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    // @NOTE React renders the children again; one that keeps failing goes on up the tree
    if (isExtensionError(error)) return { error: null }
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidUpdate(previous: AppErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset()
  }

  reset = () => {
    // a chunk that failed to load gets another try
    retryFailedImports()
    this.setState({ error: null })
  }

  override render() {
    if (!this.state.error) return this.props.children
    const fallback = <ErrorFallback onReset={this.reset} />
    return this.props.fullPage ? <main className="error-page">{fallback}</main> : fallback
  }
}
