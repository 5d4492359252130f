import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../api/use-api.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { vendorClaimsQuery } from './admin-queries.ts'
import { ADMIN_TEXT } from './admin-text.ts'
import { JoinRequestList } from './join-request-list.tsx'

const CLAIM_TEXTS = { approved: ADMIN_TEXT.approved, declined: ADMIN_TEXT.declined }

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
            <p className="empty-state">{ADMIN_TEXT.noClaims}</p>
          ) : (
            <JoinRequestList requests={claims} kind="vendor_claims" texts={CLAIM_TEXTS} />
          )
        }
      </AdminLoadState>
    </>
  )
}
