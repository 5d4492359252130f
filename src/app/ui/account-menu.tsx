import { Link } from '@tanstack/react-router'
import { chevronDown } from 'ionicons/icons'
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import type { AccountMenuProps } from './account-menu-items.ts'
import { Icon } from './icon.tsx'
import { useCloseOnOutsidePointer } from './use-close-on-outside-pointer.ts'
import { UserBadge } from './user-badge.tsx'

/**
 * The signed-in user's dropdown, a menu button as WAI-ARIA describes it: Enter, Space or the
 * arrow keys open it, the arrows, Home and End move through it, Escape closes it.
 */
export function AccountMenu({ user, items, onAction }: AccountMenuProps) {
  const menuId = useId()
  const [open, setOpen] = useState(false)
  const closeMenu = useCallback(() => setOpen(false), [])
  const [focusIndex, setFocusIndex] = useState(0)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<Array<HTMLElement | null>>([])

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus()
  }, [open, focusIndex])

  useCloseOnOutsidePointer(open, root, closeMenu)

  const openAt = (index: number) => {
    setFocusIndex((index + items.length) % items.length)
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(event.key === 'ArrowDown' ? 0 : -1)
    }
  }

  const onMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex + 1,
      ArrowUp: focusIndex - 1,
      Home: 0,
      End: items.length - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      openAt(moves[event.key] as number)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    }
  }

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <UserBadge user={user} />
        <Icon icon={chevronDown} size={16} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={`${user.first_name} ${user.last_name}`}
          className="account-menu__list"
          onKeyDown={onMenuKey}
        >
          {items.map((item, index) => {
            const ref = (el: HTMLElement | null) => {
              itemRefs.current[index] = el
            }
            return 'page' in item ? (
              <Link
                key={item.label}
                ref={ref}
                role="menuitem"
                tabIndex={-1}
                {...item.page}
                onClick={() => close(false)}
              >
                {item.label}
              </Link>
            ) : (
              <button
                key={item.label}
                ref={ref}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true)
                  onAction(item.action)
                }}
              >
                {item.label}
              </button>
            )
          })}
        </div>
      )}
    </div>
  )
}
