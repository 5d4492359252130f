import { SizedImage } from '../../ui/sized-image.tsx'
import { VendorLogo } from '../../ui/vendor-logo.tsx'
import { VideoEmbeds } from '../../ui/video-embeds.tsx'
import type { LimitedVendor, VendorDetail } from './get-vendor.ts'
import { WebsiteLink } from './website-link.tsx'
import { yearsInBusinessText } from './years-in-business.ts'

type Props = { vendor: LimitedVendor; detail: VendorDetail | null; searchId: number | null }

/** Logo, website, coverage, types, years, description, certifications and videos (§2, §3). */
export function VendorInfo({ vendor, detail, searchId }: Props) {
  return (
    <section className="vendor-info card" aria-labelledby="vendor-info-title">
      <h2 id="vendor-info-title" className="visually-hidden">
        About {vendor.name}
      </h2>
      <div className="vendor-info__head">
        <VendorLogo logo={vendor.logo} name={vendor.name} />
        <dl className="facts">
          {detail?.website && (
            <div>
              <dt>Website</dt>
              <dd>
                <WebsiteLink website={detail.website} vendorId={vendor.id} searchId={searchId} />
              </dd>
            </div>
          )}
          <div>
            <dt>Service coverage</dt>
            <dd>{vendor.service_coverage_text || '--'}</dd>
          </div>
          <div>
            <dt>Vendor types</dt>
            <dd>{vendor.vendor_types.length ? vendor.vendor_types.join(', ') : '--'}</dd>
          </div>
          <div>
            <dt>Years in business</dt>
            <dd>{yearsInBusinessText(vendor.years_in_business)}</dd>
          </div>
        </dl>
      </div>
      {detail?.description && (
        <div className="vendor-info__section">
          <h3>Description</h3>
          <p className="pre-line">{detail.description}</p>
        </div>
      )}
      {detail && detail.diversity_certifications.length > 0 && (
        <div className="vendor-info__section">
          <h3>Diversity certifications</h3>
          <ul className="certifications">
            {detail.diversity_certifications.map((certification) => (
              <li key={certification.id}>
                {certification.logo ? (
                  <SizedImage
                    src={certification.logo}
                    alt={certification.name}
                    title={certification.name}
                    width={48}
                    height={48}
                  />
                ) : (
                  <span className="tag">{certification.name}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {detail && detail.videos.length > 0 && (
        <div className="vendor-info__section">
          <h3>Videos</h3>
          <VideoEmbeds videos={detail.videos} label={vendor.name} />
        </div>
      )}
    </section>
  )
}
