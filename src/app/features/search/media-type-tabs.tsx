import type { VendorTypeOption } from '#domain/search-filters.ts'
import type { VendorTypeCount } from '#domain/search-results.ts'
import { COMING_SOON, MEDIA_VENDORS_SLUG } from './search-messages.ts'

type Props = {
  vendorTypes: readonly VendorTypeOption[]
  /** The results counted by vendor type; undefined while they load. */
  counts: readonly VendorTypeCount[] | undefined
}

/**
 * Vendor results by media type: only media vendors is live; the other types say Coming Soon
 * (docs/spec/marketplace.md §2). Each shows how many of the results are of its type, so the tiles
 * agree with the cards below them. One row that scrolls sideways on a phone, listed
 * rather than tabs, since none can be chosen.
 */
export function MediaTypeTabs({ vendorTypes, counts }: Props) {
  const countOf = (type: VendorTypeOption) =>
    counts === undefined
      ? '…'
      : (counts.find((count) => count.vendor_type_id === type.id)?.count ?? 0)
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls is reached by keyboard to scroll it
    <ul className="plain-list media-tabs" aria-label="Vendors by media type" tabIndex={0}>
      {vendorTypes.map((type) => {
        const live = type.slug === MEDIA_VENDORS_SLUG
        return (
          <li
            key={type.id}
            className={live ? 'media-tabs__item media-tabs__item--active' : 'media-tabs__item'}
            aria-current={live ? 'true' : undefined}
          >
            <span className="media-tabs__name">{type.name}</span>{' '}
            <span className="media-tabs__count">{countOf(type)}</span>
            {!live && (
              <>
                {' '}
                <span className="media-tabs__soon">{COMING_SOON}</span>
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}
