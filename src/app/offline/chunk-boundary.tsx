import { Component, type ReactNode, useEffect } from 'react'
import { whenBackOnline } from './connectivity.ts'
import { NeedsConnection } from './needs-connection.tsx'
import { isChunkLoadError, retryFailedChunks } from './retryable-lazy.ts'

type Props = {
  children: ReactNode
  /** Nothing in the part's place, rather than "This needs a connection": for what is not a place. */
  quiet?: boolean
}
type State = { error: unknown }

/**
 * Around a lazily loaded part (a modal, a section): when its chunk cannot be loaded it shows
 * "This needs a connection" with Retry in its place, or nothing, and tries again when the connection
 * returns. Any other error goes on to the page's own.
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
    if (this.props.quiet) return <RetryWhenBackOnline retry={this.retry} />
    return <NeedsConnection onRetry={this.retry} />
  }
}

function RetryWhenBackOnline({ retry }: { retry: () => void }) {
  useEffect(() => whenBackOnline(retry), [retry])
  return null
}
