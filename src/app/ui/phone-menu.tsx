import {
  IonContent,
  IonHeader,
  IonItem,
  IonList,
  IonMenu,
  IonTitle,
  IonToolbar,
} from '@ionic/react'
import { useRouter } from '@tanstack/react-router'
import { type RefObject, useRef } from 'react'
import type { AccountMenuProps } from './account-menu-items.ts'
import { UserBadge } from './user-badge.tsx'

/** Below 768 px the account menu's items, in Ionic's side menu opened from the toolbar. */
export function PhoneMenu({
  user,
  items,
  onAction,
  contentId,
  menu,
  onDismissed,
}: AccountMenuProps & {
  contentId: string
  menu: RefObject<HTMLIonMenuElement | null>
  /** Closed without a choice (Escape, the backdrop): focus goes back to the toggle. */
  onDismissed: () => void
}) {
  const router = useRouter()
  const chosen = useRef(false)
  return (
    <IonMenu
      ref={menu}
      side="end"
      contentId={contentId}
      type="overlay"
      onIonWillOpen={() => {
        chosen.current = false
      }}
      onIonDidClose={() => {
        if (!chosen.current) onDismissed()
      }}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>Menu</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <p className="phone-menu__user">
          <UserBadge user={user} />
        </p>
        <IonList aria-label="Account menu">
          {items.map((item) => (
            <IonItem
              key={item.label}
              className="phone-menu__item"
              button
              detail={false}
              href={'page' in item ? router.buildLocation(item.page).href : undefined}
              onClick={(event) => {
                event.preventDefault()
                chosen.current = true
                void menu.current?.close()
                if ('page' in item) void router.navigate(item.page)
                else onAction(item.action)
              }}
            >
              {item.label}
            </IonItem>
          ))}
        </IonList>
      </IonContent>
    </IonMenu>
  )
}
