import '../../ui/ionic-setup.ts'
import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react'
import { SEARCH_TABS, type SearchTab } from '#domain/search.ts'

export const TAB_LABELS: Record<SearchTab, string> = { tactics: 'Tactics', vendors: 'Vendors' }
export const tabId = (tab: SearchTab) => `search-tab-${tab}`
export const TAB_PANEL_ID = 'search-tab-panel'

type Props = { tab: SearchTab; onTab: (tab: SearchTab) => void }

/** The Tactics and Vendors tabs: Ionic's segment, which handles the arrow keys of the tabs pattern. */
export function SearchTabs({ tab, onTab }: Props) {
  return (
    <IonSegment
      className="search-tabs"
      aria-label="Search for"
      value={tab}
      selectOnFocus
      onIonChange={(event) => {
        const next = SEARCH_TABS.find((name) => name === event.detail.value)
        if (next && next !== tab) onTab(next)
      }}
    >
      {SEARCH_TABS.map((name) => (
        <IonSegmentButton key={name} id={tabId(name)} value={name}>
          <IonLabel>{TAB_LABELS[name]}</IonLabel>
        </IonSegmentButton>
      ))}
    </IonSegment>
  )
}
