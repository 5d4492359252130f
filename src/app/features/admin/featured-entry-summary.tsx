import type { ReactNode } from 'react'
import { VendorLogo } from '../../ui/vendor-logo.tsx'
import { type FeaturedEntry, vendorOf } from './featured-entry.ts'

/** A featured list's entry at a glance: its vendor's logo, its name and a tactic's vendor. */
export function FeaturedEntrySummary({
  entry,
  children,
}: {
  entry: FeaturedEntry
  /** A remark under the names. */
  children?: ReactNode
}) {
  const vendor = vendorOf(entry)
  return (
    <>
      <VendorLogo
        className="featured-row__logo"
        logo={vendor.logo_url}
        name={vendor.name}
        size="small"
        lazy
        decorative
      />
      <span className="admin-row__names">
        <strong>{entry.name}</strong>
        {'vendor' in entry && <span className="item-columns__muted">{entry.vendor.name}</span>}
        {children}
      </span>
    </>
  )
}
