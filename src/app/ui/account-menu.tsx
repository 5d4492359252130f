import { IonButton, IonPopover } from '@ionic/react'
import { chevronDown } from 'ionicons/icons'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AccountMenuProps } from './account-menu-items.ts'
import { AccountMenuList } from './account-menu-list.tsx'
import { focusInnerButton } from './focus-inner-button.ts'
import { Icon } from './icon.tsx'
import { useCloseOnTurn } from './use-close-on-turn.ts'
import { UserBadge } from './user-badge.tsx'

/**
 * From 768 px the signed-in user's menu: a button that opens Ionic's popover with the account
 * menu's items. Enter, Space and the arrow keys open it on its first (or, with ArrowUp, last) item;
 * the popover moves through the items with the arrows, Home and End and closes on Escape.
 */
export function AccountMenu({ user, items, onAction }: AccountMenuProps) {
  const [opened, setOpened] = useState<Event | null>(null)
  const button = useRef<HTMLIonButtonElement>(null)
  const popover = useRef<HTMLIonPopoverElement>(null)
  const pageChosen = useRef(false)
  const focusLast = useRef(false)

  const open = useCallback((focus: 'first' | 'last') => {
    pageChosen.current = false
    focusLast.current = focus === 'last'
    // Ionic places the popover under the event's target, or under this one when given: the
    // button itself, whichever of its parts was pressed.
    setOpened(new CustomEvent('open', { detail: { ionShadowTarget: button.current } }))
  }, [])
  const close = useCallback(() => setOpened(null), [])
  useCloseOnTurn(opened !== null, close)
  // A listener of its own: an Ionic host given onKeyDown would have Ionic React probe for an
  // inline "onkeyDown" handler, which the CSP blocks and reports.
  useEffect(() => {
    const host = button.current
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      event.preventDefault()
      open(event.key === 'ArrowDown' ? 'first' : 'last')
    }
    host?.addEventListener('keydown', onKeyDown)
    return () => host?.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <>
      <IonButton
        ref={button}
        fill="outline"
        shape="round"
        className="account-menu__button"
        aria-haspopup="dialog"
        aria-expanded={opened !== null}
        onClick={() => open('first')}
      >
        <UserBadge user={user} />
        <Icon icon={chevronDown} size={16} />
      </IonButton>
      <IonPopover
        ref={popover}
        isOpen={opened !== null}
        event={opened ?? undefined}
        alignment="end"
        showBackdrop={false}
        role="dialog"
        aria-label="Account menu"
        className="account-menu__popover"
        onDidPresent={() => {
          const entries = [...(popover.current?.querySelectorAll('ion-item') ?? [])]
          focusInnerButton(focusLast.current ? entries.at(-1) : entries[0])
        }}
        onDidDismiss={() => {
          setOpened(null)
          if (!pageChosen.current) focusInnerButton(button.current)
        }}
      >
        <AccountMenuList
          items={items}
          onAction={onAction}
          onChoose={(item) => {
            pageChosen.current = 'page' in item
            setOpened(null)
          }}
        />
      </IonPopover>
    </>
  )
}
