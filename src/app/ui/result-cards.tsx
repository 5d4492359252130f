import './surfaces.css'
import './result-cards.css'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { VendorCard as Vendor, VendorTacticItem } from '#domain/search-results.ts'
import { useResultsOpenInNewTab } from '../navigation/result-target.ts'
import { SizedImage } from './sized-image.tsx'
import { VendorLogo } from './vendor-logo.tsx'

type Origin = {
  /** The search the card was found in: the page opened from it carries it on. */
  searchId?: number
  /** Controls beside the card's one link (save, compare): a link may hold no other control. */
  tools?: ReactNode
}

/** A card's top: the vendor's logo (its name is in the text beside it) and the card's titles. */
function CardHead({
  vendor,
  children,
}: {
  vendor: { name: string; logo_url: string | null }
  children: ReactNode
}) {
  return (
    <div className="result-card__head">
      <VendorLogo
        className="result-card__logo"
        logo={vendor.logo_url}
        name={vendor.name}
        size="small"
        lazy
        decorative
      />
      <div>{children}</div>
    </div>
  )
}

/**
 * Each card is one link holding all of it, so the whole card is what a finger taps and a screen
 * reader meets one link, named by what it shows and ending with its visible cue.
 */
export function TacticCard({ item, searchId, tools }: { item: VendorTacticItem } & Origin) {
  const { vendor, tactic } = item
  const newTab = useResultsOpenInNewTab()
  return (
    <article className="card result-card" aria-labelledby={`tactic-${tactic.id}`}>
      <Link
        className="result-card__link"
        to="/company/$vendorId/tactics/$tacticId"
        params={{ vendorId: vendor.id, tacticId: tactic.id }}
        search={searchId === undefined ? {} : { search_id: searchId }}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener' : undefined}
      >
        <CardHead vendor={vendor}>
          <p className="result-card__vendor">{vendor.name}</p>
          <h3 id={`tactic-${tactic.id}`} className="result-card__title">
            {tactic.name}
          </h3>
          <p className="result-card__types">
            {tactic.tactic_types.map((type) => type.name).join(', ')}
          </p>
        </CardHead>
        <p className="result-card__description">{tactic.description}</p>
        <span className="btn btn--outline result-card__action">View Tactic Details</span>
      </Link>
      {tools && <div className="result-card__tools">{tools}</div>}
    </article>
  )
}

export function VendorCard({ vendor, searchId, tools }: { vendor: Vendor } & Origin) {
  return (
    <article className="card result-card" aria-labelledby={`vendor-${vendor.id}`}>
      <Link
        className="result-card__link"
        to="/company/$vendorId"
        params={{ vendorId: vendor.id }}
        search={searchId === undefined ? {} : { search_id: searchId }}
      >
        <CardHead vendor={vendor}>
          <h3 id={`vendor-${vendor.id}`} className="result-card__title">
            {vendor.name}
          </h3>
          <p className="result-card__types">{vendor.vendor_types.join(', ')}</p>
        </CardHead>
        <dl className="result-card__facts">
          <div>
            <dt>Service coverage</dt>
            <dd>{vendor.service_coverage || '—'}</dd>
          </div>
          <div>
            <dt>Years in business</dt>
            <dd>{vendor.years_in_business ?? '—'}</dd>
          </div>
        </dl>
        <p className="result-card__description">{vendor.description}</p>
        {vendor.diversity_certifications.length > 0 && (
          <ul className="wrap-row plain-list" aria-label="Diversity certifications">
            {vendor.diversity_certifications.map((badge) => (
              <li key={badge.name}>
                <SizedImage
                  src={badge.logo}
                  alt={badge.name}
                  title={badge.name}
                  width={40}
                  height={40}
                />
              </li>
            ))}
          </ul>
        )}
        <span className="btn btn--outline result-card__action">View Profile</span>
      </Link>
      {tools && <div className="result-card__tools">{tools}</div>}
    </article>
  )
}

/** A card-shaped placeholder while results load. */
export function CardSkeleton() {
  return (
    <div className="card result-card result-card--skeleton" aria-hidden="true">
      <div className="result-card__head">
        <span className="skeleton result-card__logo" />
        <div className="result-card__lines">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      </div>
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line" />
    </div>
  )
}
