import { Component, type ReactNode } from 'react'
import { NeedsConnection } from './needs-connection.tsx'
import { isChunkLoadError, retryFailedChunks } from './retryable-lazy.ts'

type Props = { children: ReactNode }
type State = { error: unknown }

/**
 * Around a lazily loaded part (a modal, a section): when its chunk cannot be loaded it shows
 * "This needs a connection" with Retry in its place. Any other error goes on to the page's own.
 */
export class ChunkBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  retry = () => {
    retryFailedChunks()
    this.setState({ error: null })
  }

  render() {
    const { error } = this.state
    if (error === null) return this.props.children
    // Thrown from a boundary's own render, it reaches the boundary above.
    if (!isChunkLoadError(error)) throw error
    return <NeedsConnection onRetry={this.retry} />
  }
}
