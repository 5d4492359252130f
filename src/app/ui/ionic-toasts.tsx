import './ionic-setup.ts'
import { useIonToast } from '@ionic/react'
import { closeOutline } from 'ionicons/icons'
import { useEffect, useRef } from 'react'
import { dismissToast, TOAST_DURATION_MS, type Toast, toastStore } from './toast-store.ts'

/**
 * Shows the first waiting toast through Ionic's toast controller. The element is Ionic's, not
 * React's: an inline IonToast is moved to the body when presented, and React then fails to remove
 * it when the toast closes ("removeChild … not a child"), which crashed the page.
 */
export default function IonicToasts({ toasts }: { toasts: Toast[] }) {
  const [present] = useIonToast()
  const presented = useRef<number | null>(null)
  const toast = toasts[0]

  // The toast showing when the frame changes went with it (toast-host.tsx).
  useEffect(
    () => () => {
      if (presented.current !== null) dismissToast(presented.current)
    },
    [],
  )

  useEffect(() => {
    // Gone from the store since this render (dismissed as the frame changed).
    if (!toast || !toastStore.snapshot().includes(toast)) return
    if (presented.current === toast.id) return
    presented.current = toast.id
    void present({
      message: toast.message,
      color: toast.color,
      // Over an open modal the toast goes to the top, clear of the modal's action buttons.
      position: document.querySelector('ion-modal.show-modal') ? 'top' : 'bottom',
      duration: TOAST_DURATION_MS,
      buttons: [
        {
          icon: closeOutline,
          role: 'cancel',
          side: 'end',
          htmlAttributes: { 'aria-label': 'Close' },
        },
      ],
      onDidDismiss: () => dismissToast(toast.id),
    })
  }, [toast, present])

  return null
}
