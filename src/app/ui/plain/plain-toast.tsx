import { closeOutline } from 'ionicons/icons'
import { useEffect } from 'react'
import { Icon } from '../icon.tsx'
import { dismissToast, TOAST_DURATION_MS, type Toast } from '../toast-store.ts'

/**
 * A toast inside a plain dialog, under its content: it covers none of the dialog's fields or
 * actions, and shows as long as Ionic's would (docs/decisions/0007-toasts.md).
 */
export function PlainToast({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS[toast.color])
    return () => clearTimeout(timer)
  }, [toast])
  return (
    <div
      className={`plain-toast plain-toast--${toast.color}`}
      role={toast.color === 'success' ? 'status' : 'alert'}
    >
      <p className="plain-toast__message">{toast.message}</p>
      <button
        type="button"
        className="plain-toast__close"
        aria-label="Close"
        onClick={() => dismissToast(toast.id)}
      >
        <Icon icon={closeOutline} />
      </button>
    </div>
  )
}
