import './offline.css'
import { useEffect } from 'react'
import { whenBackOnline } from './connectivity.ts'
import { OFFLINE_TEXT } from './offline-texts.ts'

type Props = { onRetry: () => void /** A whole page rather than a part of one. */; page?: boolean }

/**
 * In place of a part of the app whose code is not on the device yet: a Retry button, and a retry
 * by itself when the connection returns.
 */
export function NeedsConnection({ onRetry, page = false }: Props) {
  useEffect(() => whenBackOnline(onRetry), [onRetry])
  const Title = page ? 'h1' : 'p'
  return (
    <div className="needs-connection" role="status">
      <Title className="needs-connection__title">{OFFLINE_TEXT.needsConnectionTitle}</Title>
      <p>{OFFLINE_TEXT.needsConnectionHint}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {OFFLINE_TEXT.retry}
      </button>
    </div>
  )
}
