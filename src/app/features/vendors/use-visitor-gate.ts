import { useEffect } from 'react'
import { closeVisitorGate, openDialog } from '../../ui/dialog-store.ts'

/**
 * Hidden data opens the register dialog (docs/spec/marketplace.md §4, §8), which stays with the
 * page: a session ending on it leads to the landing page, where the dialog has no reason to be.
 */
export function useVisitorGate(showData: boolean): void {
  useEffect(() => {
    if (!showData) openDialog('register', { visitorGate: true })
  }, [showData])
  useEffect(() => closeVisitorGate, [])
}
