import '../ui/ionic-setup.ts'
import '../ui/app-frame.css'
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
import { useRouter } from '@tanstack/react-router'
import { menuSharp } from 'ionicons/icons'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { BackLinkLook } from '../navigation/back-link.tsx'
import { OfflineBanner } from '../offline/offline-banner.tsx'
import { OutboxButton } from '../offline/outbox/outbox-button.tsx'
import { AccountMenu } from '../ui/account-menu.tsx'
import { Brand, type HeaderActions, useAccountMenu, VisitorActions } from '../ui/app-header.tsx'
import { focusInnerButton } from '../ui/focus-inner-button.ts'
import { usePageShown } from '../ui/main-loader.tsx'
import { PageRefreshContext } from '../ui/page-refresh.ts'
import { PhoneMenu } from '../ui/phone-menu.tsx'
import { useMediaQuery } from '../ui/use-media-query.ts'
import { UserBadge } from '../ui/user-badge.tsx'
import { AppFooter } from './app-footer.tsx'
import { keepContentScroll } from './content-scroll.ts'
import { IonicBackLink } from './ionic-back-link.tsx'

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
  usePageShown()
  const router = useRouter()
  const content = useRef<HTMLIonContentElement>(null)
  const main = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    void content.current?.getScrollElement().then((element) => {
      if (!unmounted && main.current) stop = keepContentScroll(router, element, main.current)
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [router])
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
          {/* In the header, the offline notice stays in view while the page scrolls. */}
          <OfflineBanner />
        </IonHeader>
        <IonContent ref={content} className="app-content">
          {refresh && (
            <IonRefresher
              slot="fixed"
              onIonRefresh={(event) => void refresh().finally(() => event.detail.complete())}
            >
              <IonRefresherContent />
            </IonRefresher>
          )}
          {/* Ionic gives the page's content the main landmark. */}
          <div id="main" ref={main} tabIndex={-1}>
            <PageRefreshContext value={registerRefresh}>
              <BackLinkLook value={IonicBackLink}>{children}</BackLinkLook>
            </PageRefreshContext>
          </div>
          <AppFooter />
        </IonContent>
      </div>
    </IonApp>
  )
}
