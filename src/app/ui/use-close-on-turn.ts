import { useEffect } from 'react'

/**
 * Closes an open popover when the window's width changes (a tablet turned, a window resized):
 * Ionic places a popover once, under its trigger, and would leave it where the trigger no longer
 * is, past the screen's edge. A change of height alone (a phone's keyboard coming or going) keeps
 * it open.
 */
export function useCloseOnTurn(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return
    const width = window.innerWidth
    const onResize = () => {
      if (window.innerWidth !== width) close()
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [open, close])
}
