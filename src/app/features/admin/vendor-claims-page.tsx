import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../api/use-api.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { shortDate } from './admin-format.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { adminKeys, type VendorClaim, vendorClaimsQuery } from './admin-queries.ts'
import { ADMIN_TEXT } from './admin-text.ts'

type Decision = 'approve' | 'decline'

/** /admin/vendor-claims: registrants asking to run a vendor company nobody runs yet. */
export function VendorClaimsPage() {
  usePageMeta({ title: `${ADMIN_TEXT.vendorClaims} · Admin` })
  const query = useQuery(vendorClaimsQuery(useApi()))
  return (
    <>
      <h1>{ADMIN_TEXT.vendorClaims}</h1>
      <p className="admin-page__intro">{ADMIN_TEXT.claimsIntro}</p>
      <AdminLoadState query={query}>
        {(claims) =>
          claims.length === 0 ? (
            <p className="admin-empty">{ADMIN_TEXT.noClaims}</p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{ADMIN_TEXT.company}</th>
                  <th scope="col">{ADMIN_TEXT.requestedBy}</th>
                  <th scope="col">{ADMIN_TEXT.requestedOn}</th>
                  <th scope="col">{ADMIN_TEXT.decision}</th>
                </tr>
              </thead>
              <tbody>
                {claims.map((claim) => (
                  <ClaimRow key={claim.id} claim={claim} />
                ))}
              </tbody>
            </table>
          )
        }
      </AdminLoadState>
    </>
  )
}

function ClaimRow({ claim }: { claim: VendorClaim }) {
  const api = useApi()
  const queryClient = useQueryClient()
  const name = `${claim.first_name} ${claim.last_name}`.trim()
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      api.request(`/admin/vendor_claims/${claim.id}/${decision}`, { method: 'POST' }),
    networkMode: 'always',
    onSuccess: (_answer, decision) => {
      const done = decision === 'approve' ? ADMIN_TEXT.approved : ADMIN_TEXT.declined
      showToast(done(name, claim.company.name))
    },
    onError: () => showToast(ADMIN_TEXT.decideFailed, 'danger'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
  const pending = decide.isPending ? decide.variables : undefined
  return (
    <tr>
      <td data-label={ADMIN_TEXT.company}>
        <strong>{claim.company.name}</strong>
        {claim.company.website && (
          <span className="admin-table__muted">{claim.company.website}</span>
        )}
      </td>
      <td data-label={ADMIN_TEXT.requestedBy}>
        {name}
        <span className="admin-table__muted">{claim.email}</span>
        {claim.job_title && <span className="admin-table__muted">{claim.job_title}</span>}
      </td>
      <td data-label={ADMIN_TEXT.requestedOn}>{shortDate(claim.requested_at)}</td>
      <td data-label={ADMIN_TEXT.decision}>
        <div className="admin-table__actions">
          {(['approve', 'decline'] as const).map((decision) => (
            <PendingButton
              key={decision}
              type="button"
              className={`button ${decision === 'approve' ? 'button--primary' : 'button--outline'}`}
              pending={pending === decision}
              disabled={decide.isPending}
              aria-label={`${ADMIN_TEXT[decision]} ${name} for ${claim.company.name}`}
              onClick={() => decide.mutate(decision)}
            >
              {ADMIN_TEXT[decision]}
            </PendingButton>
          ))}
        </div>
      </td>
    </tr>
  )
}
