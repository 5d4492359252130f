import { IonItem, IonLabel, IonList } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../api/use-api.ts'
import { featuredCandidatesQuery } from './admin-queries.ts'

export type VendorMatch = { id: number; name: string }

/** The words of one place that finds a vendor by name. */
export type VendorMatchTexts = {
  findVendor: string
  chooseVendor: (name: string) => string
  noVendor: (query: string) => string
  searchingVendors: string
  vendorsFailed: string
}

/**
 * The vendors whose name matches what was typed, as a list to choose one from; while they are
 * asked for, none match or the search failed, a line that says so. Nothing before anything is typed.
 */
export function VendorMatches({
  query,
  texts,
  onChoose,
}: {
  query: string
  texts: VendorMatchTexts
  onChoose: (vendor: VendorMatch) => void
}) {
  const found = useQuery(featuredCandidatesQuery(useApi(), 'vendor', query))
  if (query === '') return null
  if (found.isError)
    return (
      <p className="vendor-matches__state" role="alert">
        {texts.vendorsFailed}
      </p>
    )
  if (found.data === undefined || found.data.length === 0)
    return (
      <p className="vendor-matches__state" role="status">
        {found.data === undefined ? texts.searchingVendors : texts.noVendor(query)}
      </p>
    )
  return (
    <IonList lines="full" className="admin-list" aria-label={texts.findVendor}>
      {found.data.map((vendor) => (
        <IonItem
          key={vendor.id}
          button
          detail={false}
          aria-label={texts.chooseVendor(vendor.name)}
          onClick={() => onChoose({ id: vendor.id, name: vendor.name })}
        >
          <IonLabel className="ion-text-wrap">{vendor.name}</IonLabel>
        </IonItem>
      ))}
    </IonList>
  )
}
