import './ionic-setup.ts'
import { useIonToast } from '@ionic/react'
import { closeOutline } from 'ionicons/icons'
import { useEffect, useRef, useState } from 'react'
import { dismissToast, TOAST_DURATION_MS, type Toast, toastStore } from './toast-store.ts'

const modalShown = () => document.querySelector('ion-modal.show-modal') !== null

/** Whether a modal is open: a toast then shows at the top, clear of the modal's action buttons. */
function useModalOpen(): boolean {
  const [open, setOpen] = useState(modalShown)
  useEffect(() => {
    const opening = () => setOpen(true)
    const closed = () => setOpen(modalShown())
    document.addEventListener('ionModalWillPresent', opening)
    document.addEventListener('ionModalDidDismiss', closed)
    return () => {
      document.removeEventListener('ionModalWillPresent', opening)
      document.removeEventListener('ionModalDidDismiss', closed)
    }
  }, [])
  return open
}

type Presentation = { id: number; top: boolean; until: number }

/**
 * Shows the first waiting toast through Ionic's toast controller. The element is Ionic's, not
 * React's: an inline IonToast is moved to the body when presented, and React then fails to remove
 * it when the toast closes ("removeChild … not a child"), which crashed the page.
 */
export default function IonicToasts({ toasts }: { toasts: Toast[] }) {
  const [present, dismiss] = useIonToast()
  const modalOpen = useModalOpen()
  const shown = useRef<Presentation | null>(null)
  const toast = toasts[0]

  // The toast showing when the frame changes went with it (toast-host.tsx).
  useEffect(
    () => () => {
      if (shown.current) dismissToast(shown.current.id)
    },
    [],
  )

  useEffect(() => {
    // Gone from the store since this render (dismissed as the frame changed).
    if (!toast || !toastStore.snapshot().includes(toast)) return
    const current = shown.current?.id === toast.id ? shown.current : null
    if (current && (current.top || !modalOpen)) return
    // A modal opened over this toast at the bottom: it moves to the top for the time it has left.
    if (current) void dismiss()
    const duration = current ? Math.max(current.until - Date.now(), 2000) : TOAST_DURATION_MS
    const presentation = { id: toast.id, top: modalOpen, until: Date.now() + duration }
    shown.current = presentation
    void present({
      message: toast.message,
      color: toast.color,
      position: modalOpen ? 'top' : 'bottom',
      duration,
      buttons: [
        {
          icon: closeOutline,
          role: 'cancel',
          side: 'end',
          htmlAttributes: { 'aria-label': 'Close' },
        },
      ],
      // Not when it was moved: the toast it was moved to still shows.
      onDidDismiss: () => {
        if (shown.current === presentation) dismissToast(toast.id)
      },
    })
  }, [toast, present, dismiss, modalOpen])

  return null
}
