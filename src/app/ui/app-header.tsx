import './app-header.css'
import { Link, useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { Account } from '../../domain/account.ts'
import { PRODUCT_NAME } from '../../domain/brand.ts'
import { useSession } from '../session/use-session.ts'
import { type AccountMenuItem, accountMenuItems } from './account-menu-items.ts'
import { openAdminSite } from './admin-site.ts'
import { AppLogo } from './app-logo.tsx'
import { DIALOG_LINK_ATTRIBUTE, type HeaderDialog, useDialogFetching } from './dialog-fetching.ts'

/**
 * What the header's buttons do; the app shell decides (they open the sign-in dialogs). `prepare`
 * starts fetching a dialog's code when its link is pointed at or focused, before the tap.
 */
export type HeaderActions = {
  logIn(): void
  register(): void
  logOut(): void
  prepare(dialog: HeaderDialog): void
}

/** A plain click opens the dialog in place; without JavaScript the link opens its route. */
function inPlace(action: () => void) {
  return (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    action()
  }
}

/** The signed-in user, their menu items by role and what the action items do. */
export function useAccountMenu(actions: HeaderActions): {
  user: Account | undefined
  items: AccountMenuItem[]
  onAction: (action: 'admin' | 'logout') => void
} {
  const user = useSession()?.user
  const router = useRouter()
  const onAction = (action: 'admin' | 'logout') => {
    if (action === 'logout') actions.logOut()
    else void openAdminSite(router.options.context.api)
  }
  return { user, items: user ? accountMenuItems(user) : [], onAction }
}

/** The logo, home for a visitor and the search for a signed-in user. */
export function Brand({ signedIn }: { signedIn: boolean }) {
  return (
    <Link to={signedIn ? '/search' : '/'} className="brand" aria-label={`${PRODUCT_NAME} home`}>
      <AppLogo />
      <span className="brand__name">{PRODUCT_NAME}</span>
    </Link>
  )
}

/** A visitor's Log in and Register links, busy while the dialog they opened is on its way. */
export function VisitorActions({ actions }: { actions: HeaderActions }) {
  const fetching = useDialogFetching()
  const dialogLink = (dialog: HeaderDialog) => ({
    [DIALOG_LINK_ATTRIBUTE]: dialog,
    'aria-busy': fetching === dialog || undefined,
    onPointerEnter: () => actions.prepare(dialog),
    onFocus: () => actions.prepare(dialog),
  })
  return (
    <>
      <Link
        to="/log-in"
        className="btn btn--outline"
        onClick={inPlace(actions.logIn)}
        {...dialogLink('login')}
      >
        Log in
      </Link>
      <Link
        to="/sign-up"
        className="btn btn--primary"
        onClick={inPlace(actions.register)}
        {...dialogLink('register')}
      >
        <span className="label-wide">Register for free</span>
        <span className="label-narrow">Register</span>
      </Link>
    </>
  )
}

/**
 * The header of the pre-rendered landing pages, free of Ionic for their first paint; every other
 * screen has the Ionic toolbar of ionic-shell.tsx (docs/decisions/0001-ionic-with-tanstack-router.md).
 */
export function AppHeader({ actions }: { actions: HeaderActions }) {
  const session = useSession()
  return (
    <header className="app-header">
      <div className="container app-header__inner">
        <Brand signedIn={Boolean(session)} />
        <nav aria-label="Account" className="app-header__actions">
          <VisitorActions actions={actions} />
        </nav>
      </div>
    </header>
  )
}
