import { useEffect, useState } from 'react'

const modalShown = () => document.querySelector('ion-modal.show-modal') !== null

/** Whether one of Ionic's modals is open, following them as they open and close. */
export function useModalOpen(): boolean {
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
