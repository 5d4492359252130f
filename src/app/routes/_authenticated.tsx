import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { mustSetUpTwoFactor } from '../features/auth/after-login-path.ts'

/** Every route below needs a session; without one the visitor lands on / with the query kept. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    const user = context.session.current?.user
    if (user && context.session.isAuthenticated()) {
      // The server refuses the rest until it is on (two-factor-gate.ts).
      if (mustSetUpTwoFactor(user) && location.pathname !== '/account')
        throw redirect({ to: '/account' })
      return
    }
    throw redirect({ to: '/', search: { ...location.search, redirect: location.href } })
  },
  component: Outlet,
})
