import { Link } from '@tanstack/react-router'
import { type ComponentType, useEffect, useState } from 'react'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { useVendorTactics, type VendorTacticsView } from './get-vendor-tactics.ts'
import type { SavedPage } from './page-slots.ts'
import { tacticsOnce } from './tactics-once.ts'
import { VENDOR_TACTICS_LOAD_FAILED, VENDOR_TEXT } from './vendor-messages.ts'

/** Tactics are published under the media_vendors type; the other types come later (§2 Search). */
const TACTICS_VENDOR_TYPE = 'media_vendors'

type VendorType = { name: string; slug: string | null }
type Props = {
  vendorId: number
  vendorTypes: VendorType[]
  /** That vendor's admin or a super_admin: Add New Tactic under media_vendors (§2). */
  canAddTactic?: boolean
  /** Each tactic's save control (docs/spec/workspace.md §1), with the vendor it belongs to. */
  save?: { Save: ComponentType<{ item: SavedPage }>; vendor: SavedPage['vendor'] }
}

/** The vendor's tactics by vendor type with a count, each tactic once (§2 Vendor profile). */
export function VendorTactics({ vendorId, vendorTypes, canAddTactic = false, save }: Props) {
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
      {data && (
        <TacticGroups
          view={data}
          vendorId={vendorId}
          vendorTypes={vendorTypes}
          canAddTactic={canAddTactic}
          save={save}
        />
      )}
    </section>
  )
}

function TacticGroups({
  view,
  vendorId,
  vendorTypes,
  canAddTactic,
  save,
}: Props & { view: VendorTacticsView }) {
  // A visitor learns the types by name only: the tactics show under one heading.
  const known = vendorTypes.some((type) => type.slug !== null)
  const types = known ? vendorTypes : [{ name: 'Tactics', slug: TACTICS_VENDOR_TYPE }]
  const later = types.filter((type) => type.slug !== TACTICS_VENDOR_TYPE)
  return (
    <>
      {types
        .filter((type) => type.slug === TACTICS_VENDOR_TYPE)
        .map((type) => (
          <div className="vendor-type-group" key={type.name}>
            {known && (
              <h3>
                {type.name} <span className="count">({view.data.total_count})</span>
              </h3>
            )}
            {canAddTactic && (
              <Link
                to="/company/$vendorId/tactics/new"
                params={{ vendorId: vendorId }}
                className="btn btn--primary vendor-tactics__add"
              >
                Add New Tactic
              </Link>
            )}
            {view.data.total_count === 0 ? (
              <p className="muted">No tactics yet.</p>
            ) : (
              <TacticList view={view} vendorId={vendorId} save={save} />
            )}
          </div>
        ))}
      {/* The other types have no tactics yet (§2): a note, not an empty section each. */}
      {later.length > 0 && (
        <p className="muted vendor-tactics__later">
          {VENDOR_TEXT.comingSoonTypes(later.map((type) => `${type.name} (0)`))}
        </p>
      )}
    </>
  )
}

/** Each tactic once with its tactic types as chips, and a filter by tactic type. */
function TacticList({
  view,
  vendorId,
  save,
}: {
  view: VendorTacticsView
  vendorId: number
  save: Props['save']
}) {
  const [typeId, setTypeId] = useState<number | null>(null)
  const tactics = tacticsOnce<{ id: number; name: string; description?: string }>(
    view.data.categories,
  )
  const shown =
    typeId === null ? tactics : tactics.filter((t) => t.types.some((type) => type.id === typeId))
  const choices = [
    { id: null, label: `All (${tactics.length})` },
    ...view.data.categories.map((c) => ({ id: c.id, label: `${c.name} (${c.tactics.length})` })),
  ]
  return (
    <>
      <ul className="chip-row" aria-label="Filter by tactic type">
        {choices.map((choice) => (
          <li key={choice.id ?? 'all'}>
            <button
              type="button"
              className="chip"
              aria-pressed={typeId === choice.id}
              onClick={() => setTypeId(choice.id)}
            >
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
      <ul className="tactic-list">
        {shown.map((tactic) => (
          <li key={tactic.id} className="tactic-list__item">
            <div className="tactic-list__head">
              <Link
                to="/company/$vendorId/tactics/$tacticId"
                params={{ vendorId: vendorId, tacticId: tactic.id }}
                className="tactic-list__name"
              >
                {tactic.name}
              </Link>
              {save && (
                <save.Save
                  item={{
                    kind: 'tactic',
                    id: tactic.id,
                    name: tactic.name,
                    vendor: save.vendor,
                    description: tactic.description ?? '',
                  }}
                />
              )}
            </div>
            <ul className="tactic-list__types" aria-label="Tactic types">
              {tactic.types.map((type) => (
                <li key={type.id} className="tag">
                  {type.name}
                </li>
              ))}
            </ul>
            {tactic.description && <p className="tactic-list__description">{tactic.description}</p>}
          </li>
        ))}
      </ul>
    </>
  )
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
