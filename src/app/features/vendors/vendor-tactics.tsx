import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { useVendorTactics, type VendorTacticsView } from './get-vendor-tactics.ts'
import { VENDOR_TACTICS_LOAD_FAILED, VENDOR_TEXT } from './vendor-messages.ts'

/** Tactics are published under the media_vendors type; the other types come later (§2 Search). */
const TACTICS_VENDOR_TYPE = 'media_vendors'

type VendorType = { name: string; slug: string | null }
type Props = { vendorId: number; vendorTypes: VendorType[] }

/** The vendor's tactics by vendor type with a count, then by tactic type (§2 Vendor profile). */
export function VendorTactics({ vendorId, vendorTypes }: Props) {
  const { data, isError, isPending, refetch, isFetching } = useVendorTactics(vendorId)
  const failed = isError && !data
  useEffect(() => {
    if (failed) showToast(VENDOR_TACTICS_LOAD_FAILED, 'danger')
  }, [failed])

  return (
    <section
      className="vendor-tactics"
      aria-labelledby="vendor-tactics-title"
      aria-busy={isPending}
    >
      <h2 id="vendor-tactics-title">
        Tactics{data && <span className="count"> ({data.data.total_count})</span>}
      </h2>
      {failed && (
        <LoadFailedAlert
          message={VENDOR_TACTICS_LOAD_FAILED}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      )}
      {isPending && <TacticsSkeleton />}
      {data && <TacticGroups view={data} vendorId={vendorId} vendorTypes={vendorTypes} />}
    </section>
  )
}

function TacticGroups({ view, vendorId, vendorTypes }: Props & { view: VendorTacticsView }) {
  // A visitor learns the types by name only: the tactics show under one heading.
  const known = vendorTypes.some((type) => type.slug !== null)
  const types = known ? vendorTypes : [{ name: 'Tactics', slug: TACTICS_VENDOR_TYPE }]
  return types.map((type) => {
    const active = type.slug === TACTICS_VENDOR_TYPE
    const count = active ? view.data.total_count : 0
    return (
      <div className="vendor-type-group" key={type.name}>
        {known && (
          <h3>
            {type.name} <span className="count">({count})</span>
          </h3>
        )}
        {!active && <p className="muted">{VENDOR_TEXT.comingSoon}</p>}
        {active && count === 0 && <p className="muted">No tactics yet.</p>}
        {active &&
          view.data.categories.map((category) => (
            <div className="tactic-category" key={category.id}>
              <h4>
                {category.name} <span className="count">({category.tactics.length})</span>
              </h4>
              <ul className="tactic-list">
                {category.tactics.map((tactic) => (
                  <li key={tactic.id} className="tactic-list__item">
                    <Link
                      to="/company/$vendorId/tactics/$tacticId"
                      params={{ vendorId: String(vendorId), tacticId: String(tactic.id) }}
                      className="tactic-list__name"
                    >
                      {tactic.name}
                    </Link>
                    {'description' in tactic && (
                      <p className="tactic-list__description">{tactic.description}</p>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </div>
    )
  })
}

function TacticsSkeleton() {
  return (
    <div aria-hidden="true" className="tactic-list">
      {[1, 2, 3].map((key) => (
        <div key={key} className="skeleton skeleton--text" />
      ))}
    </div>
  )
}
