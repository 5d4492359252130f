import { IonItem, IonList } from '@ionic/react'
import { useRouter } from '@tanstack/react-router'
import type { AccountMenuItem, AccountMenuProps } from './account-menu-items.ts'

/**
 * The account menu's items as Ionic's list, in the dropdown and in the phone's side menu: a page
 * opens through the router, an action runs. They are buttons, not links, as the popover's arrow
 * keys move between buttons only.
 */
export function AccountMenuList({
  items,
  onAction,
  onChoose,
}: Pick<AccountMenuProps, 'items' | 'onAction'> & {
  /** Called first, so that the menu closes before what the item does. */
  onChoose: (item: AccountMenuItem) => void
}) {
  const router = useRouter()
  return (
    <IonList aria-label="Account menu" lines="none">
      {items.map((item) => (
        <IonItem
          key={item.label}
          className="account-menu__item"
          button
          detail={false}
          onClick={() => {
            onChoose(item)
            if ('page' in item) void router.navigate(item.page)
            else onAction(item.action)
          }}
        >
          {item.label}
        </IonItem>
      ))}
    </IonList>
  )
}
