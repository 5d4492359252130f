/** A failed read shown in place, with a retry that stays disabled while the retry runs. */
export function LoadFailedAlert({
  message,
  retrying,
  onRetry,
  className,
}: {
  message: string
  retrying: boolean
  onRetry: () => void
  className?: string
}) {
  return (
    <div className={['alert alert--danger', className].filter(Boolean).join(' ')} role="alert">
      <span className="alert__message">{message}</span>
      <button type="button" className="btn btn--outline" disabled={retrying} onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
