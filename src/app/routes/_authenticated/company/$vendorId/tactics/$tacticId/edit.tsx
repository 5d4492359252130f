import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { demandTacticManager } from '#app/features/tactic-form/tactic-form-access.ts'
import { TACTIC_FORM_TOASTS } from '#app/features/tactic-form/tactic-form-messages.ts'
import { editTacticQuery } from '#app/features/tactic-form/tactic-form-queries.ts'
import { TacticFormSkeleton } from '#app/features/tactic-form/tactic-form-skeleton.tsx'
import { tacticParams } from '#app/features/vendors/route-id.ts'
import { DetailLoadError } from '#app/ui/detail-load-error.tsx'

/** Edit tactic (docs/spec/marketplace.md §2), for that vendor's admin or a super_admin. */
export const Route = createFileRoute('/_authenticated/company/$vendorId/tactics/$tacticId/edit')({
  params: tacticParams,
  beforeLoad: ({ context, params, location }) =>
    demandTacticManager(context.session.current?.user, params.vendorId, location),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      editTacticQuery(context.api, params.vendorId, params.tacticId),
    ),
  pendingComponent: TacticFormSkeleton,
  pendingMs: 0,
  errorComponent: ({ error }) => (
    <DetailLoadError error={error} message={TACTIC_FORM_TOASTS.editLoadFailed} />
  ),
  // Imported only when shown: the form library cannot be evaluated in the build-time render.
  component: lazyRouteComponent(
    () => import('#app/features/tactic-form/edit-tactic-page.tsx'),
    'EditTacticPage',
  ),
})
