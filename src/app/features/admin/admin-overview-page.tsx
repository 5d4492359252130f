import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { AdminOverview } from '#domain/admin-overview.ts'
import { ROLES } from '#domain/roles.ts'
import { useApi } from '../../api/use-api.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { adminOverviewQuery } from './admin-queries.ts'
import { AdminStatisticsSection } from './admin-statistics.tsx'
import { ADMIN_TEXT, ROLE_NAMES, ROLE_PLURALS } from './admin-text.ts'

const route = getRouteApi('/admin/')

const count = (value: number) => value.toLocaleString('en-US')

/** /admin: what the marketplace holds, what waits for the operators, and the statistics. */
export function AdminOverviewPage() {
  usePageMeta({ title: `${ADMIN_TEXT.overview} · Admin` })
  const query = useQuery(adminOverviewQuery(useApi()))
  const { days = 30 } = route.useSearch()
  const navigate = route.useNavigate()
  return (
    <>
      <h1>{ADMIN_TEXT.overview}</h1>
      <AdminLoadState query={query}>
        {(overview) => <OverviewStats overview={overview} />}
      </AdminLoadState>
      <AdminStatisticsSection
        days={days}
        onDays={(chosen) => void navigate({ search: { days: chosen }, replace: true })}
      />
    </>
  )
}

function OverviewStats({ overview }: { overview: AdminOverview }) {
  const accounts = ROLES.reduce((sum, role) => sum + overview.accounts[role], 0)
  return (
    <dl className="admin-stats">
      <div className="card admin-stat">
        <dt>{ADMIN_TEXT.pendingClaims}</dt>
        <dd className="admin-stat__value">{count(overview.pending_vendor_claims)}</dd>
        <dd className="admin-stat__note">
          <Link to="/admin/vendor-claims" className="tap-link">
            {ADMIN_TEXT.reviewClaims}
          </Link>
        </dd>
      </div>
      <div className="card admin-stat">
        <dt>{ADMIN_TEXT.pendingJoinRequests}</dt>
        <dd className="admin-stat__value">{count(overview.pending_join_requests)}</dd>
        <dd className="admin-stat__note">{ADMIN_TEXT.joinRequestsNote}</dd>
      </div>
      <div className="card admin-stat">
        <dt>{ADMIN_TEXT.vendors}</dt>
        <dd className="admin-stat__value">{count(overview.vendors)}</dd>
      </div>
      <div className="card admin-stat">
        <dt>{ADMIN_TEXT.tactics}</dt>
        <dd className="admin-stat__value">{count(overview.tactics)}</dd>
      </div>
      <div className="card admin-stat admin-stat--wide">
        <dt>{ADMIN_TEXT.accounts}</dt>
        <dd className="admin-stat__value">{count(accounts)}</dd>
        <dd className="admin-stat__note">
          <Link to="/admin/accounts" className="tap-link">
            {ADMIN_TEXT.manageAccounts}
          </Link>
        </dd>
        <dd>
          <ul className="admin-stat__roles">
            {ROLES.map((role) => (
              <li key={role}>
                <strong>{count(overview.accounts[role])}</strong>{' '}
                {overview.accounts[role] === 1 ? ROLE_NAMES[role] : ROLE_PLURALS[role]}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  )
}
