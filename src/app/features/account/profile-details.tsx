import type { Account } from '#domain/account.ts'
import { useSupportMailto } from '../../ui/support-email.ts'
import { ACCOUNT_TEXT } from './account-messages.ts'

const NOT_GIVEN = 'Not provided'

/** The profile in view mode; a super_admin has no company, job title or phone (spec §2). */
export function ProfileDetails({ account }: { account: Account }) {
  const superAdmin = account.role === 'super_admin'
  return (
    <dl className="profile-details">
      <Detail term="First name" value={account.first_name} />
      <Detail term="Last name" value={account.last_name} />
      {!superAdmin && (
        <>
          <Detail term="Company" value={account.company_name} />
          <Detail term="Job title" value={account.job_title} />
          <Detail term="Phone number" value={account.phone_number} />
        </>
      )}
      <div className="profile-details__wide">
        <dt>Email</dt>
        <dd>{account.email}</dd>
        {!superAdmin && <EmailChangeNote email={account.email} />}
      </div>
    </dl>
  )
}

/** The spec's note, its "create a support ticket" an email to support (docs/spec/access-and-account.md). */
function EmailChangeNote({ email }: { email: string }) {
  const [before, after] = ACCOUNT_TEXT.emailChangeNote.split(ACCOUNT_TEXT.supportTicket)
  const href = useSupportMailto(
    'Email address change',
    `Please change the email address of my account ${email} to: `,
  )
  return (
    <dd className="account-note">
      {before}
      <a className="tap-link" href={href}>
        {ACCOUNT_TEXT.supportTicket}
      </a>
      {after}
    </dd>
  )
}

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={value ? undefined : 'profile-details__empty'}>{value || NOT_GIVEN}</dd>
    </div>
  )
}
