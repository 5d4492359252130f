import './app-header.css'
import { Link, useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { PRODUCT_NAME } from '../../domain/brand.ts'
import { OutboxButton } from '../features/outbox/outbox-button.tsx'
import { useSession } from '../session/use-session.ts'
import { AccountMenu } from './account-menu.tsx'
import { accountMenuItems } from './account-menu-items.ts'
import { openAdminSite } from './admin-site.ts'
import { MobileNav } from './mobile-nav.tsx'

/** What the header's buttons do; the app shell decides (they open the sign-in dialogs). */
export type HeaderActions = { logIn(): void; register(): void; logOut(): void }

/** A plain click opens the dialog in place; without JavaScript the link opens its route. */
function inPlace(action: () => void) {
  return (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    action()
  }
}

export function AppHeader({ actions }: { actions: HeaderActions }) {
  const session = useSession()
  const router = useRouter()
  const user = session?.user
  const items = user ? accountMenuItems(user) : []
  const onAction = (action: 'admin' | 'logout') => {
    if (action === 'logout') actions.logOut()
    else void openAdminSite(router.options.context.api)
  }

  return (
    <header className="app-header">
      <div className="container app-header__inner">
        <Link to={session ? '/search' : '/'} className="brand" aria-label={`${PRODUCT_NAME} home`}>
          <img src="/icons/logo.svg" width="32" height="32" alt="" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav aria-label="Account" className="app-header__actions">
          {user ? (
            <>
              <OutboxButton />
              <AccountMenu user={user} items={items} onAction={onAction} />
              <MobileNav user={user} items={items} onAction={onAction} />
            </>
          ) : (
            <>
              <Link
                to="/log-in"
                className="button button--outline"
                onClick={inPlace(actions.logIn)}
              >
                Log in
              </Link>
              <Link
                to="/sign-up"
                className="button button--primary"
                onClick={inPlace(actions.register)}
              >
                <span className="label-wide">Register for free</span>
                <span className="label-narrow">Register</span>
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  )
}
