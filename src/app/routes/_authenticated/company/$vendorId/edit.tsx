import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { companyFormQuery } from '#app/features/company-form/company-form-query.ts'
import { DetailSkeleton } from '#app/features/vendors/detail-skeleton.tsx'
import { vendorParams } from '#app/features/vendors/route-id.ts'
import { VENDOR_LOAD_FAILED } from '#app/features/vendors/vendor-messages.ts'
import { DetailLoadError } from '#app/ui/detail-load-error.tsx'
import { companyEditRedirect } from '#domain/company-form-redirect.ts'

const CompanyFormPage = lazyRouteComponent(
  () => import('#app/features/company-form/company-form-page.tsx'),
  'CompanyFormPage',
)

/** Edit company profile (docs/spec/marketplace.md §2): its super_admin or its own vendor_admin only. */
export const Route = createFileRoute('/_authenticated/company/$vendorId/edit')({
  params: vendorParams,
  beforeLoad: ({ context, params, location }) => {
    const user = context.session.current?.user
    const target = user && companyEditRedirect(user, params.vendorId)
    if (target) throw redirect({ ...target, replace: true, state: { from: location.href } })
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(companyFormQuery(context.api, params.vendorId)),
  pendingComponent: DetailSkeleton,
  errorComponent: ({ error }) => <DetailLoadError error={error} message={VENDOR_LOAD_FAILED} />,
  component: EditCompanyRoute,
})

function EditCompanyRoute() {
  const { vendorId } = Route.useParams()
  return <CompanyFormPage vendorId={vendorId} />
}
