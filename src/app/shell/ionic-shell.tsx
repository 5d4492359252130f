import '../ui/ionic-setup.ts'
import './ionic-shell.css'
import {
  IonApp,
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonRefresher,
  IonRefresherContent,
  IonToolbar,
} from '@ionic/react'
import { menuSharp } from 'ionicons/icons'
import { type ReactNode, useCallback, useRef, useState } from 'react'
import { OfflineBanner } from '../offline/offline-banner.tsx'
import { OutboxButton } from '../offline/outbox/outbox-button.tsx'
import { AccountMenu } from '../ui/account-menu.tsx'
import { Brand, type HeaderActions, useAccountMenu, VisitorActions } from '../ui/app-header.tsx'
import { focusInnerButton } from '../ui/focus-inner-button.ts'
import { PageRefreshContext } from '../ui/page-refresh.ts'
import { PhoneMenu } from '../ui/phone-menu.tsx'
import { useMediaQuery } from '../ui/use-media-query.ts'
import { UserBadge } from '../ui/user-badge.tsx'
import { AppFooter } from './app-footer.tsx'

const CONTENT_ID = 'main-content'

/**
 * The frame of every screen but the pre-rendered landing pages: Ionic's app, its side menu on
 * phones, and one page of header, toolbar and scrolling content around the route's outlet
 * (docs/decisions/0001-ionic-with-tanstack-router.md).
 */
export default function IonicShell({
  actions,
  children,
}: {
  actions: HeaderActions
  children: ReactNode
}) {
  const { user, items, onAction } = useAccountMenu(actions)
  const phone = useMediaQuery('(max-width: 767.98px)')
  const menu = useRef<HTMLIonMenuElement>(null)
  const toggle = useRef<HTMLIonButtonElement>(null)
  const [refresh, setRefresh] = useState<(() => Promise<unknown>) | null>(null)
  const registerRefresh = useCallback(
    (next: (() => Promise<unknown>) | null) => setRefresh(() => next),
    [],
  )
  return (
    <IonApp>
      {user && phone && (
        <PhoneMenu
          user={user}
          items={items}
          onAction={onAction}
          contentId={CONTENT_ID}
          menu={menu}
          onDismissed={() => focusInnerButton(toggle.current)}
        />
      )}
      <div className="ion-page" id={CONTENT_ID}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <IonHeader className="app-toolbar">
          <IonToolbar>
            <IonButtons slot="start">
              <Brand signedIn={Boolean(user)} />
            </IonButtons>
            <IonButtons slot="end">
              <nav aria-label="Account" className="app-header__actions">
                {user ? (
                  <>
                    <OutboxButton />
                    {phone ? (
                      <>
                        {/* Who is signed in, at a glance; the menu's items say it to a reader. */}
                        <span className="app-toolbar__user" aria-hidden="true">
                          <UserBadge user={user} />
                        </span>
                        <IonButton
                          ref={toggle}
                          aria-label="Menu"
                          onClick={() => void menu.current?.open()}
                        >
                          <IonIcon slot="icon-only" icon={menuSharp} aria-hidden="true" />
                        </IonButton>
                      </>
                    ) : (
                      <AccountMenu user={user} items={items} onAction={onAction} />
                    )}
                  </>
                ) : (
                  <VisitorActions actions={actions} />
                )}
              </nav>
            </IonButtons>
          </IonToolbar>
        </IonHeader>
        <IonContent className="app-content">
          {refresh && (
            <IonRefresher
              slot="fixed"
              onIonRefresh={(event) => void refresh().finally(() => event.detail.complete())}
            >
              <IonRefresherContent />
            </IonRefresher>
          )}
          <OfflineBanner />
          {/* Ionic gives the page's content the main landmark. */}
          <div id="main" tabIndex={-1}>
            <PageRefreshContext value={registerRefresh}>{children}</PageRefreshContext>
          </div>
          <AppFooter />
        </IonContent>
      </div>
    </IonApp>
  )
}
