import { chevronDown } from 'ionicons/icons'
import { useCallback, useId, useRef, useState } from 'react'
import type { SearchTab } from '../../../domain/search.ts'
import type { PathToPurchaseFilter, VendorTypeOption } from '../../../domain/search-filters.ts'
import { useCloseOnOutsidePointer } from '../../ui/use-close-on-outside-pointer.ts'

type Props = {
  tab: SearchTab
  vendorTypes: readonly VendorTypeOption[] | undefined
  stages: readonly PathToPurchaseFilter[] | undefined
  current: { vendorType?: number; stage?: number; tacticType?: number }
  onVendorType: (id: number) => void
  onStage: (stage: number, tacticType?: number) => void
}

/** Browse: vendor types, or path-to-purchase stages with their tactic types (marketplace.md §2). */
export function BrowseRow({ tab, vendorTypes, stages, current, onVendorType, onStage }: Props) {
  return (
    <nav className="browse-row" aria-label="Browse">
      <span className="browse-row__label" aria-hidden="true">
        Browse
      </span>
      <ul>
        {tab === 'vendors'
          ? vendorTypes?.map((type) => (
              <li key={type.id}>
                <button
                  type="button"
                  className="chip"
                  aria-pressed={current.vendorType === type.id}
                  onClick={() => onVendorType(type.id)}
                >
                  {type.name}
                </button>
              </li>
            ))
          : stages?.map((stage) => (
              <StageMenu
                key={stage.id}
                stage={stage}
                current={
                  current.stage === stage.id ||
                  stage.tactic_types.some((t) => t.id === current.tacticType)
                }
                onPick={(tacticType) => onStage(stage.id, tacticType)}
              />
            ))}
      </ul>
    </nav>
  )
}

type StageProps = {
  stage: PathToPurchaseFilter
  current: boolean
  onPick: (tacticType?: number) => void
}

/** A stage's button opens its tactic types; the first entry browses the whole stage. */
function StageMenu({ stage, current, onPick }: StageProps) {
  const menuId = useId()
  const root = useRef<HTMLLIElement>(null)
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  useCloseOnOutsidePointer(open, root, close)
  const pick = (tacticType?: number) => {
    setOpen(false)
    onPick(tacticType)
  }
  return (
    <li
      ref={root}
      className="browse-row__stage"
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <button
        type="button"
        className={current ? 'chip chip--current' : 'chip'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {stage.name}
        <img src={chevronDown} alt="" width="14" height="14" />
      </button>
      <ul
        id={menuId}
        className="browse-row__menu"
        hidden={!open}
        aria-label={`${stage.name} tactic types`}
      >
        <li>
          <button type="button" onClick={() => pick()}>
            All {stage.name}
          </button>
        </li>
        {stage.tactic_types.map((type) => (
          <li key={type.id}>
            <button type="button" onClick={() => pick(type.id)}>
              {type.name}
            </button>
          </li>
        ))}
      </ul>
    </li>
  )
}
