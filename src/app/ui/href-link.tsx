import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link to an app path held as text (a company page, a route another feature adds): a plain
 * click navigates in the app, a modified click does what the browser does.
 */
export function HrefLink({ href, onClick, ...anchor }: Props) {
  const router = useRouter()
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
    if (event.defaultPrevented || event.button !== 0 || modified) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <a {...anchor} href={href} onClick={click} />
}
