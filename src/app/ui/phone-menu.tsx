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
import { useRef } from 'react'
import type { AccountMenuProps } from './account-menu-items.ts'
import { UserBadge } from './user-badge.tsx'

export const PHONE_MENU_ID = 'phone-menu'

/** Below 768 px the account menu's items, in Ionic's side menu opened from the toolbar. */
export function PhoneMenu({
  user,
  items,
  onAction,
  contentId,
}: AccountMenuProps & { contentId: string }) {
  const router = useRouter()
  const menu = useRef<HTMLIonMenuElement>(null)
  return (
    <IonMenu ref={menu} menuId={PHONE_MENU_ID} side="end" contentId={contentId} type="overlay">
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
              href={'href' in item ? item.href : undefined}
              onClick={(event) => {
                event.preventDefault()
                void menu.current?.close()
                if ('href' in item) void router.navigate({ href: item.href })
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
