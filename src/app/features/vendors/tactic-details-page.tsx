import '../../ui/surfaces.css'
import './vendors.css'
import './tactics.css'
import { Link } from '@tanstack/react-router'
import { tacticPageMeta } from '#domain/page-meta.ts'
import { BackToPage } from '../../navigation/back-to-page.tsx'
import { BackToResults, useOpenedFromResults } from '../../navigation/back-to-results.tsx'
import type { DetailSearch } from '../../navigation/detail-search.ts'
import { useSession } from '../../session/use-session.ts'
import { isVendorAdminOf, managesVendor } from '../../session/vendor-viewer.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { VendorLogo } from '../../ui/vendor-logo.tsx'
import { VideoEmbeds } from '../../ui/video-embeds.tsx'
import { FilterGroupsList } from './filter-groups-list.tsx'
import { FunnelMatrixTable } from './funnel-matrix-table.tsx'
import { type TacticDetail, useTactic } from './get-tactic.ts'
import type { PageSlots } from './page-slots.ts'
import { useRecordPageView } from './record-page-view.ts'
import { TacticIllustrations } from './tactic-illustrations.tsx'
import { useVisitorGate } from './use-visitor-gate.ts'
import { VisitorNotice } from './visitor-notice.tsx'
import { WebsiteLink } from './website-link.tsx'
import { yearsInBusinessText } from './years-in-business.ts'

const yesNo = (value: boolean | null) => (value ? 'Yes' : 'No')

type Props = {
  vendorId: number
  tacticId: number
  search: DetailSearch
  slots: Pick<PageSlots, 'Actions' | 'Save'>
}

/**
 * /company/{vendorId}/tactics/{id} (docs/spec/marketplace.md §2 Tactic details). Edit Tactic arrives with
 * its own feature.
 */
export function TacticDetailsPage({ vendorId, tacticId, search, slots: { Actions, Save } }: Props) {
  const view = useTactic(vendorId, tacticId, search)
  const user = useSession()?.user
  const tactic = view.data
  const detail = view.showData ? view.data : null
  const typeNames = tactic.tactic_types.map((t) => t.name)
  const fromResults = useOpenedFromResults()

  usePageMeta({
    ...tacticPageMeta({
      name: tactic.name,
      vendorName: tactic.vendor.name,
      tacticTypes: typeNames,
      description: detail?.description,
    }),
    image: detail?.image?.kind === 'image' ? detail.image.url : tactic.vendor.logo,
  })

  useVisitorGate(view.showData)
  useRecordPageView({ vendorId, tacticId })

  return (
    <article className="container detail-page tactic-details" aria-labelledby="tactic-title">
      {fromResults ? (
        <BackToResults />
      ) : (
        <BackToPage path={`/company/${vendorId}`} name={tactic.vendor.name} />
      )}
      <header className="detail-page__header">
        <div className="detail-page__title-row">
          <h1 id="tactic-title">{tactic.name}</h1>
          <Save
            item={{
              kind: 'tactic',
              id: tacticId,
              name: tactic.name,
              vendor: { id: vendorId, name: tactic.vendor.name, logo_url: tactic.vendor.logo },
              description: detail?.description ?? '',
            }}
          />
        </div>
        <div className="tactic-details__actions">
          <Actions
            vendor={{ id: vendorId, name: tactic.vendor.name }}
            tactic={tactic}
            searchId={search.search_id ?? null}
          />
          {detail && managesVendor(user, vendorId) && (
            <Link
              to="/company/$vendorId/tactics/$tacticId/edit"
              params={{ vendorId: vendorId, tacticId: tacticId }}
              className="btn btn--primary tactic-details__edit"
            >
              Edit Tactic
            </Link>
          )}
        </div>
        {typeNames.length > 0 && (
          <ul className="tags" aria-label="Tactic types">
            {typeNames.map((name) => (
              <li key={name} className="tag">
                {name}
              </li>
            ))}
          </ul>
        )}
      </header>
      {detail ? (
        <TacticBody
          tactic={detail}
          showVendor={!isVendorAdminOf(user, vendorId)}
          searchId={search.search_id ?? null}
        />
      ) : (
        <>
          <VisitorNotice />
          <div className="card tactic-vendor">
            <VendorLogo logo={tactic.vendor.logo} name={tactic.vendor.name} size="small" />
            <Link to="/company/$vendorId" params={{ vendorId: vendorId }} className="tap-link">
              {tactic.vendor.name}
            </Link>
          </div>
        </>
      )}
    </article>
  )
}

function TacticBody({
  tactic,
  showVendor,
  searchId,
}: {
  tactic: TacticDetail
  showVendor: boolean
  searchId: number | null
}) {
  const minOrder = tactic.min_order_size
    ? ['Yes', tactic.min_order_size_text].filter(Boolean).join(': ')
    : 'No'
  return (
    <div className="tactic-details__layout">
      <div className="tactic-details__main">
        <section aria-labelledby="tactic-description-title" className="card">
          <h2 id="tactic-description-title">Description</h2>
          <p className="pre-line">{tactic.description}</p>
        </section>
        {tactic.illustrations.length > 0 && (
          <section aria-labelledby="tactic-illustrations-title" className="card">
            <h2 id="tactic-illustrations-title">Illustrations</h2>
            <TacticIllustrations items={tactic.illustrations} name={tactic.name} />
          </section>
        )}
        {tactic.videos.length > 0 && (
          <section aria-labelledby="tactic-videos-title" className="card">
            <h2 id="tactic-videos-title">Videos</h2>
            <VideoEmbeds videos={tactic.videos} label={tactic.name} />
          </section>
        )}
        <section aria-labelledby="tactic-filters-title" className="card">
          <h2 id="tactic-filters-title">Tactic details</h2>
          <dl className="facts facts--groups">
            <div>
              <dt>E-commerce</dt>
              <dd>{yesNo(tactic.e_commerce_service)}</dd>
            </div>
            <div>
              <dt>In-house service</dt>
              <dd>{yesNo(tactic.in_house_service)}</dd>
            </div>
            <div>
              <dt>Minimum order size</dt>
              <dd>{minOrder}</dd>
            </div>
          </dl>
          <FilterGroupsList groups={tactic.filters} />
          <FunnelMatrixTable groups={tactic.filters} />
        </section>
      </div>
      {showVendor && (
        <aside className="card tactic-vendor" aria-labelledby="tactic-vendor-title">
          <h2 id="tactic-vendor-title" className="visually-hidden">
            Vendor
          </h2>
          <div className="tactic-vendor__head">
            <VendorLogo logo={tactic.vendor.logo} name={tactic.vendor.name} size="small" />
            <Link
              to="/company/$vendorId"
              params={{ vendorId: tactic.vendor.id }}
              className="tap-link"
            >
              {tactic.vendor.name}
            </Link>
          </div>
          <dl className="facts">
            <div>
              <dt>Service coverage</dt>
              <dd>{tactic.vendor.service_coverage || '--'}</dd>
            </div>
            {tactic.vendor.website && (
              <div>
                <dt>Website</dt>
                <dd>
                  <WebsiteLink
                    website={tactic.vendor.website}
                    vendorId={tactic.vendor.id}
                    tacticId={tactic.id}
                    searchId={searchId}
                  />
                </dd>
              </div>
            )}
            <div>
              <dt>Years in business</dt>
              <dd>{yearsInBusinessText(tactic.vendor.years_in_business)}</dd>
            </div>
          </dl>
        </aside>
      )}
    </div>
  )
}
