import { Component, type ReactNode, useEffect } from 'react'
import { isOffline, whenBackOnline } from './connectivity.ts'
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

/** How long a quiet part waits to try again when its chunk failed while the app counts as online. */
const RETRY_ONLINE_MS = 3_000

/**
 * Tries again when the connection returns, or, if it has already returned by the time this shows
 * (the failure came as the network went), after a pause: waiting for the next 'online' alone lost
 * such a part for good (the toasts' code, and with it every toast of the page).
 */
function RetryWhenBackOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    const stop = whenBackOnline(retry)
    const timer = isOffline() ? undefined : setTimeout(retry, RETRY_ONLINE_MS)
    return () => {
      stop()
      clearTimeout(timer)
    }
  }, [retry])
  return null
}
