import '../../ui/ionic-setup.ts'
import '../../ui/app-frame.css'
import '../../ui/surfaces.css'
import './admin.css'
import {
  IonApp,
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonItem,
  IonLabel,
  IonList,
  IonMenu,
  IonRefresher,
  IonRefresherContent,
  IonSplitPane,
  IonTitle,
  IonToolbar,
} from '@ionic/react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, Outlet, useLocation, useRouter } from '@tanstack/react-router'
import { menuSharp } from 'ionicons/icons'
import { useRef } from 'react'
import { PRODUCT_NAME } from '#domain/brand.ts'
import { OfflineBanner } from '../../offline/offline-banner.tsx'
import { AppLogo } from '../../ui/app-logo.tsx'
import { usePageShown } from '../../ui/main-loader.tsx'
import { useMediaQuery } from '../../ui/use-media-query.ts'
import { adminKeys } from './admin-queries.ts'
import { ADMIN_SECTIONS, type AdminSectionPath, sectionOf } from './admin-sections.ts'
import { ADMIN_TEXT } from './admin-text.ts'

const CONTENT_ID = 'admin-content'
/** Ionic's md breakpoint: the side menu stays open beside the page from here on. */
const SPLIT_AT = '(min-width: 768px)'

/**
 * The admin site's frame (docs/api-admin.md): Ionic's split pane, the sections in a side menu
 * beside the page on a desktop and behind the toolbar's menu button on a phone.
 */
export function AdminShell() {
  usePageShown()
  const router = useRouter()
  const queryClient = useQueryClient()
  const pathname = useLocation({ select: (location) => location.pathname })
  const desktop = useMediaQuery(SPLIT_AT)
  const menu = useRef<HTMLIonMenuElement>(null)
  const current = sectionOf(pathname)
  const go = (to: AdminSectionPath) => {
    void menu.current?.close()
    void router.navigate({ to })
  }
  return (
    <IonApp>
      <IonSplitPane when={SPLIT_AT} contentId={CONTENT_ID}>
        <IonMenu ref={menu} contentId={CONTENT_ID} type="overlay" className="admin-menu">
          <IonHeader>
            <IonToolbar>
              <IonTitle>{ADMIN_TEXT.site}</IonTitle>
            </IonToolbar>
          </IonHeader>
          <IonContent>
            <nav aria-label={ADMIN_TEXT.sections}>
              <IonList>
                {ADMIN_SECTIONS.map((section) => (
                  <IonItem
                    key={section.href}
                    className="admin-menu__item"
                    button
                    detail={false}
                    href={section.href}
                    aria-current={section === current ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault()
                      go(section.href)
                    }}
                  >
                    <IonLabel>{section.label}</IonLabel>
                  </IonItem>
                ))}
              </IonList>
            </nav>
            <Link className="admin-menu__back" to="/search">
              {ADMIN_TEXT.backToMarketplace}
            </Link>
          </IonContent>
        </IonMenu>
        <div className="ion-page" id={CONTENT_ID}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <IonHeader className="app-toolbar">
            <IonToolbar>
              <IonButtons slot="start">
                {!desktop && (
                  // Ionic's IonMenuButton fetches its default icon by name, which the app does not
                  // serve, and lays out a given one at zero width: the app shell's button instead.
                  <IonButton
                    className="admin-menu-button"
                    aria-label="Menu"
                    onClick={() => void menu.current?.open()}
                  >
                    <IonIcon slot="icon-only" icon={menuSharp} aria-hidden="true" />
                  </IonButton>
                )}
                <span className="admin-brand">
                  <AppLogo />
                  <span>{PRODUCT_NAME} admin</span>
                </span>
              </IonButtons>
            </IonToolbar>
            {/* In the header, the offline notice stays in view while the page scrolls. */}
            <OfflineBanner />
          </IonHeader>
          <IonContent>
            {/* Pulling any admin page down reloads what it shows. */}
            <IonRefresher
              slot="fixed"
              onIonRefresh={(event) =>
                void queryClient
                  .refetchQueries({ queryKey: adminKeys.all, type: 'active' })
                  .finally(() => event.detail.complete())
              }
            >
              <IonRefresherContent />
            </IonRefresher>
            <div id="main" tabIndex={-1} className="admin-page">
              <Outlet />
            </div>
          </IonContent>
        </div>
      </IonSplitPane>
    </IonApp>
  )
}
