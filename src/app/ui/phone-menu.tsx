import { IonContent, IonHeader, IonMenu, IonTitle, IonToolbar } from '@ionic/react'
import { type RefObject, useRef } from 'react'
import type { AccountMenuProps } from './account-menu-items.ts'
import { AccountMenuList } from './account-menu-list.tsx'
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
        <AccountMenuList
          items={items}
          onAction={onAction}
          onChoose={() => {
            chosen.current = true
            void menu.current?.close()
          }}
        />
      </IonContent>
    </IonMenu>
  )
}
