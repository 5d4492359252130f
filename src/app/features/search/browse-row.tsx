import { IonItem, IonLabel, IonList, IonPopover } from '@ionic/react'
import { chevronDown } from 'ionicons/icons'
import { useCallback, useId, useState } from 'react'
import type { SearchTab } from '#domain/search.ts'
import type { PathToPurchaseFilter, VendorTypeOption } from '#domain/search-filters.ts'
import { Icon } from '../../ui/icon.tsx'
import { useCloseOnTurn } from '../../ui/use-close-on-turn.ts'

type Props = {
  tab: SearchTab
  vendorTypes: readonly VendorTypeOption[] | undefined
  stages: readonly PathToPurchaseFilter[] | undefined
  current: { vendorType?: number; stage?: number; tacticType?: number }
  onVendorType: (id: number) => void
  onStage: (stage: number, tacticType?: number) => void
}

/**
 * Browse: vendor types, or path-to-purchase stages with their tactic types (docs/spec/marketplace.md §2),
 * as one row of chips that scrolls sideways rather than wrapping over the results.
 */
export function BrowseRow({ tab, vendorTypes, stages, current, onVendorType, onStage }: Props) {
  return (
    <nav className="browse-row" aria-label="Browse">
      <span className="browse-row__label" aria-hidden="true">
        Browse
      </span>
      <ul className="chip-row">
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

/** A stage's chip opens its tactic types in a popover; the first entry browses the whole stage. */
function StageMenu({ stage, current, onPick }: StageProps) {
  const menuId = useId()
  const [opener, setOpener] = useState<Event | null>(null)
  const close = useCallback(() => setOpener(null), [])
  useCloseOnTurn(opener !== null, close)
  const pick = (tacticType?: number) => {
    setOpener(null)
    onPick(tacticType)
  }
  return (
    <li className="browse-row__stage">
      <button
        type="button"
        className={current ? 'chip chip--current' : 'chip'}
        aria-expanded={opener !== null}
        aria-controls={opener ? menuId : undefined}
        onClick={(event) => setOpener(event.nativeEvent)}
      >
        {stage.name}
        <Icon icon={chevronDown} size={14} />
      </button>
      <IonPopover
        isOpen={opener !== null}
        event={opener ?? undefined}
        onDidDismiss={() => setOpener(null)}
        alignment="start"
        className="browse-row__popover"
        role="dialog"
        aria-label={`${stage.name} tactic types`}
      >
        <IonList id={menuId} lines="none" aria-label={`${stage.name} tactic types`}>
          <IonItem button detail={false} onClick={() => pick()}>
            <IonLabel>All {stage.name}</IonLabel>
          </IonItem>
          {stage.tactic_types.map((type) => (
            <IonItem key={type.id} button detail={false} onClick={() => pick(type.id)}>
              <IonLabel>{type.name}</IonLabel>
            </IonItem>
          ))}
        </IonList>
      </IonPopover>
    </li>
  )
}
