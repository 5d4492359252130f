import { BackLink } from './back-link.tsx'
import { BACK_TEXT } from './navigation-texts.ts'
import { useBack } from './use-back.ts'

/** "Back to {name}": to the page at `path`, in history when it is the entry before this one. */
export function BackToPage({ path, name }: { path: string; name: string }) {
  const follow = useBack(path, (previous) => previous.pathname === path)
  return (
    <BackLink href={path} onFollow={follow}>
      {BACK_TEXT.to(name)}
    </BackLink>
  )
}
