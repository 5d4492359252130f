import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

/** Every route below needs a session; without one the visitor lands on / with the query kept. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    if (context.session.isAuthenticated()) return
    throw redirect({ to: '/', search: { ...location.search, redirect: location.href } })
  },
  component: Outlet,
})
