import { createFileRoute, redirect } from '@tanstack/react-router'
import { NotFoundPage } from '../features/errors/not-found-page.tsx'
import { previousLocation } from '../features/errors/previous-location.ts'

export const Route = createFileRoute('/not-found')({
  beforeLoad: ({ location }) => {
    if (!previousLocation(location)) throw redirect({ to: '/' })
  },
  component: NotFoundPage,
})
