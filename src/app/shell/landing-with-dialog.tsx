import { useEffect } from 'react'
import { LandingPage } from '../features/landing/landing-page.tsx'
import { type AuthDialog, openDialog } from '../ui/dialog-store.ts'
import { LazyVisitorResults } from './visitor-results.ts'

/** The landing page with one of the sign-in dialogs opened over it, for /log-in and friends. */
export function LandingWithDialog({ dialog }: { dialog: AuthDialog }) {
  useEffect(() => openDialog(dialog), [dialog])
  return <LandingPage VisitorResults={LazyVisitorResults} />
}
