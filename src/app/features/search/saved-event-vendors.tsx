import '../../ui/surfaces.css'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { savedEventsOf, vendorsOnDevice } from '../../offline/saved-events.ts'
import { useSession } from '../../session/use-session.ts'
import { VendorLogo } from '../../ui/vendor-logo.tsx'
import { SAVED_VENDOR_TEXT } from './saved-vendor-texts.ts'

/** At most this many vendors are listed; a longer name narrows them. */
const SHOWN_MAX = 20

/** Lower case without accents: "Café" is found by "cafe". */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * Offline, the vendors of the events this user took offline whose name holds the keyword: their
 * pages are on the device (docs/offline.md, "Events taken offline"), so each opens. With an
 * event, only that event's.
 */
export function SavedEventVendors({ keyword, eventId }: { keyword: string; eventId?: number }) {
  const uid = useSession()?.headers.uid
  const saved = useQuery({
    queryKey: ['saved-events', uid],
    queryFn: () => (uid === undefined ? [] : savedEventsOf(uid)),
    networkMode: 'always',
    staleTime: 0,
  })
  const wanted = folded(keyword.trim())
  if (wanted === '' || !saved.data) return null
  const found = saved.data
    .filter((record) => eventId === undefined || record.event.id === eventId)
    .flatMap((record) =>
      vendorsOnDevice(record)
        .filter((vendor) => folded(vendor.name).includes(wanted))
        .map((vendor) => ({ vendor, event: record.event })),
    )
  if (found.length === 0) return null
  return (
    <nav aria-labelledby="saved-event-vendors" className="offline-search__saved">
      <p id="saved-event-vendors" className="offline-search__heading">
        {SAVED_VENDOR_TEXT.heading}
      </p>
      <ul className="plain-list saved-event-vendors">
        {found.slice(0, SHOWN_MAX).map(({ vendor, event }) => (
          <li key={`${event.id} ${vendor.id}`}>
            <Link
              className="card card--link-row saved-event-vendor"
              to="/company/$vendorId"
              params={{ vendorId: vendor.id }}
            >
              <VendorLogo logo={vendor.logo_url} name={vendor.name} size="small" decorative />
              <span className="saved-event-vendor__text">
                <span className="saved-event-vendor__name">{vendor.name}</span>
                <span className="saved-event-vendor__where">
                  {SAVED_VENDOR_TEXT.atEvent(vendor.booth, event.name)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {found.length > SHOWN_MAX && <p>{SAVED_VENDOR_TEXT.more(found.length - SHOWN_MAX)}</p>}
    </nav>
  )
}
