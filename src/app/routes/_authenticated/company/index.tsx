import { createFileRoute, redirect } from '@tanstack/react-router'
import { welcomeRedirectFor } from '../../../../domain/welcome-redirect.ts'
import { WelcomePage } from '../../../features/welcome/welcome-page.tsx'

/** /company, the vendor staff landing: the Welcome page, or on to where the role belongs. */
export const Route = createFileRoute('/_authenticated/company/')({
  beforeLoad: ({ context }) => {
    const user = context.session.current?.user
    const target = user && welcomeRedirectFor(user)
    if (target) throw redirect({ href: target })
  },
  component: WelcomePage,
})
