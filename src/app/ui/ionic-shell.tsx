import './ionic-setup.ts'
import './ionic-shell.css'
import {
  IonApp,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonMenuButton,
  IonToolbar,
} from '@ionic/react'
import { menuSharp } from 'ionicons/icons'
import type { ReactNode } from 'react'
import { OutboxButton } from '../features/outbox/outbox-button.tsx'
import { OfflineBanner } from '../offline/offline-banner.tsx'
import { AccountMenu } from './account-menu.tsx'
import { AppFooter } from './app-footer.tsx'
import { Brand, type HeaderActions, useAccountMenu, VisitorActions } from './app-header.tsx'
import { PHONE_MENU_ID, PhoneMenu } from './phone-menu.tsx'
import { useMediaQuery } from './use-media-query.ts'

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
  return (
    <IonApp>
      {user && phone && (
        <PhoneMenu user={user} items={items} onAction={onAction} contentId={CONTENT_ID} />
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
                      <IonMenuButton menu={PHONE_MENU_ID} autoHide={false} aria-label="Menu">
                        <IonIcon icon={menuSharp} aria-hidden="true" />
                      </IonMenuButton>
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
        <IonContent>
          <OfflineBanner />
          {/* Ionic gives the page's content the main landmark. */}
          <div id="main" tabIndex={-1}>
            {children}
          </div>
          <AppFooter />
        </IonContent>
      </div>
    </IonApp>
  )
}
