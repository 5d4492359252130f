import { useRef, useState } from 'react'

/**
 * The state of an UnsavedChangesModal. A choice closes the modal first and runs once it has closed
 * and given focus back, so that a failed save can move focus to the first field in error.
 */
export function useUnsavedChangesPrompt() {
  const [isOpen, setOpen] = useState(false)
  const afterClose = useRef<(() => void) | null>(null)
  return {
    isOpen,
    open: () => setOpen(true),
    /** Closes the modal, then runs `then`. */
    closeThen: (then: () => void) => {
      afterClose.current = then
      setOpen(false)
    },
    close: () => setOpen(false),
    /** For the modal's onClosed. */
    onClosed: () => {
      setOpen(false)
      const then = afterClose.current
      afterClose.current = null
      then?.()
    },
  }
}
