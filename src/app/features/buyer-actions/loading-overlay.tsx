import { IonSpinner } from '@ionic/react'

/**
 * Covers a modal's form, or with `page` the whole screen, while a call is pending
 * (docs/spec/marketplace.md §2 Modals).
 */
export function LoadingOverlay({ label, page = false }: { label: string; page?: boolean }) {
  return (
    <div
      className={page ? 'loading-overlay loading-overlay--page' : 'loading-overlay'}
      role="status"
      aria-live="polite"
    >
      <IonSpinner name="crescent" color="primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
