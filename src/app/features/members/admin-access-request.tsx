import { useSession } from '../../session/use-session.ts'
import { useSupportMailto } from '../../ui/support-email.ts'
import { MEMBER_TEXT } from './member-messages.ts'
import { MEMBERS_ANCHOR, useAnchorScroll } from './use-anchor-scroll.ts'

/** What a vendor_user sees in place of the members list: how to ask for admin rights (§2, §6). */
export function AdminAccessRequest({ companyName }: { companyName: string }) {
  const user = useSession()?.user
  useAnchorScroll(true)
  const subject = `Admin access request for ${companyName}`
  const body = `Please make ${user?.email ?? 'me'} an admin of ${companyName}.`
  const href = useSupportMailto(subject, body)
  return (
    <section id={MEMBERS_ANCHOR} className="card members" aria-labelledby="members-title">
      <h2 id="members-title">{MEMBER_TEXT.adminAccessTitle}</h2>
      <p>{MEMBER_TEXT.adminAccessText}</p>
      <a className="btn btn--outline" href={href}>
        {MEMBER_TEXT.requestAdminAccess}
      </a>
    </section>
  )
}
