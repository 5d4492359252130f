import { close as closeIcon, menuSharp } from 'ionicons/icons'
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react'
import type { AccountMenuProps } from './account-menu-items.ts'
import { HrefLink } from './href-link.tsx'
import { useCloseOnOutsidePointer } from './use-close-on-outside-pointer.ts'
import { UserBadge } from './user-badge.tsx'

/** Below 768 px the account menu's items, as a panel opened from a menu toggle. */
export function MobileNav({ user, items, onAction }: AccountMenuProps) {
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const closeMenu = useCallback(() => setOpen(false), [])
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useCloseOnOutsidePointer(open, root, closeMenu)

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    toggle.current?.focus()
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel closes it
    <div className="mobile-nav" ref={root} onKeyDown={onKey}>
      <button
        ref={toggle}
        type="button"
        className="icon-button mobile-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen(!open)}
      >
        <img src={open ? closeIcon : menuSharp} alt="" width="24" height="24" />
      </button>
      <div id={panelId} className="mobile-nav__panel" hidden={!open}>
        <p className="mobile-nav__user">
          <UserBadge user={user} />
        </p>
        <ul className="mobile-nav__list">
          {items.map((item) => (
            <li key={item.label}>
              {'href' in item ? (
                <HrefLink href={item.href} onClick={() => setOpen(false)}>
                  {item.label}
                </HrefLink>
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false)
                    onAction(item.action)
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
