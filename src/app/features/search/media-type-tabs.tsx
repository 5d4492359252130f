import type { VendorTypeOption } from '#domain/search-filters.ts'
import { COMING_SOON, MEDIA_VENDORS_SLUG } from './search-messages.ts'

type Props = { vendorTypes: readonly VendorTypeOption[]; total: number | undefined }

/**
 * Vendor results by media type: only media vendors is live, with the result count; the other
 * types show 0 and Coming Soon (docs/spec/marketplace.md §2). Shown as a list, since only one can be chosen.
 */
export function MediaTypeTabs({ vendorTypes, total }: Props) {
  return (
    <ul className="wrap-row plain-list" aria-label="Vendors by media type">
      {vendorTypes.map((type) => {
        const live = type.slug === MEDIA_VENDORS_SLUG
        return (
          <li
            key={type.id}
            className={live ? 'media-tabs__item media-tabs__item--active' : 'media-tabs__item'}
            aria-current={live ? 'true' : undefined}
          >
            <span className="media-tabs__name">{type.name}</span>
            <span className="media-tabs__count">{live ? (total ?? '…') : 0}</span>
            {!live && <span className="media-tabs__soon">{COMING_SOON}</span>}
          </li>
        )
      })}
    </ul>
  )
}
