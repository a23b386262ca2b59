import { Component, type ReactNode } from 'react'
import { retryFailedImports } from '../lib/lazyWithRetry.tsx'

interface Props {
  children: ReactNode
  /** the modal's code could not be loaded (offline, or a deploy replaced it) */
  onFailure: () => void
}

/** Keeps a modal whose chunk failed to load from taking the page down; the next open retries. */
export class ModalLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch() {
    retryFailedImports()
    this.props.onFailure()
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
