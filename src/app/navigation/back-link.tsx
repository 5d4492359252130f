import { arrowBack } from 'ionicons/icons'
import { type ComponentType, createContext, type MouseEvent, type ReactNode, use } from 'react'
import { Icon } from '../ui/icon.tsx'

export type BackLinkLookProps = {
  href: string
  onClick: (event: MouseEvent) => void
  children: ReactNode
}

/** A visitor's pages and the landing frame load no Ionic: a plain link with the back arrow. */
function PlainBackLink({ href, onClick, children }: BackLinkLookProps) {
  return (
    <a className="back-link" href={href} onClick={onClick}>
      <Icon icon={arrowBack} /> {children}
    </a>
  )
}

/** How a back control looks in the frame around it: the Ionic shell hands in Ionic's. */
export const BackLinkLook = createContext<ComponentType<BackLinkLookProps>>(PlainBackLink)

/**
 * The one back control of the detail pages and forms: a link to `href` (so it opens in a new tab
 * when asked), followed by `onFollow` when clicked, which may go back in history instead.
 */
export function BackLink({
  href,
  onFollow,
  children,
}: {
  href: string
  onFollow: () => void
  children: ReactNode
}) {
  const Look = use(BackLinkLook)
  const onClick = (event: MouseEvent) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
    if (event.defaultPrevented || event.button !== 0 || modified) return
    event.preventDefault()
    onFollow()
  }
  return (
    <Look href={href} onClick={onClick}>
      {children}
    </Look>
  )
}
