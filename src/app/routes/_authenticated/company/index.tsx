import { createFileRoute, redirect } from '@tanstack/react-router'
import { WaitingForApprovalPage } from '#app/features/welcome/waiting-for-approval-page.tsx'
import { WelcomePage } from '#app/features/welcome/welcome-page.tsx'
import { useSession } from '#app/session/use-session.ts'
import { welcomeRedirectFor } from '#domain/welcome-redirect.ts'

/**
 * /company, the vendor staff landing: the Welcome page, the waiting page of a registrant not yet
 * approved, or on to where the role belongs.
 */
export const Route = createFileRoute('/_authenticated/company/')({
  beforeLoad: ({ context }) => {
    const user = context.session.current?.user
    const target = user && welcomeRedirectFor(user)
    if (target) throw redirect(target)
  },
  component: CompanyLanding,
})

function CompanyLanding() {
  const request = useSession()?.user.join_request
  return request ? <WaitingForApprovalPage request={request} /> : <WelcomePage />
}
