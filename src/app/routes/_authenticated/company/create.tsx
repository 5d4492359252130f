import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { COMPANY_FORM_TOASTS } from '#app/features/company-form/company-form-messages.ts'
import { companyFormQuery } from '#app/features/company-form/company-form-query.ts'
import { DetailSkeleton } from '#app/features/vendors/detail-skeleton.tsx'
import { DetailLoadError } from '#app/ui/detail-load-error.tsx'
import { companyCreateRedirect } from '#domain/company-form-redirect.ts'

/** Create company profile (docs/spec/marketplace.md §2): who may not create one is sent on first. */
export const Route = createFileRoute('/_authenticated/company/create')({
  beforeLoad: ({ context, location }) => {
    const user = context.session.current?.user
    const target = user && companyCreateRedirect(user)
    if (target) throw redirect({ ...target, replace: true, state: { from: location.href } })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(companyFormQuery(context.api)),
  pendingComponent: DetailSkeleton,
  errorComponent: ({ error }) => (
    <DetailLoadError error={error} message={COMPANY_FORM_TOASTS.lookupsFailed} />
  ),
  // Imported only when shown: the form library cannot be evaluated in the build-time render.
  component: lazyRouteComponent(
    () => import('#app/features/company-form/company-form-page.tsx'),
    'CompanyFormPage',
  ),
})
