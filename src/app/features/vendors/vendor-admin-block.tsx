import { Link } from '@tanstack/react-router'
import { INSIGHT_MESSAGES } from '#domain/insights.ts'
import type { VendorDetail } from './get-vendor.ts'

/** For the vendor's members and a super_admin: the sales rep and their contact (§2, §6). */
export function VendorAdminBlock({ vendor }: { vendor: VendorDetail }) {
  const name = [vendor.sales_rep_first_name, vendor.sales_rep_last_name].filter(Boolean).join(' ')
  return (
    <section className="vendor-admin card" aria-labelledby="vendor-admin-title">
      <h2 id="vendor-admin-title">Company administration</h2>
      <dl className="facts">
        <div>
          <dt>Sales rep</dt>
          <dd>{name || '--'}</dd>
        </div>
        {vendor.sales_rep_email && (
          <div>
            <dt>Sales rep email</dt>
            <dd>
              <a href={`mailto:${vendor.sales_rep_email}`}>{vendor.sales_rep_email}</a>
            </dd>
          </div>
        )}
        {vendor.sales_rep_mobile_phone && (
          <div>
            <dt>Sales rep phone</dt>
            <dd>
              <a href={`tel:${vendor.sales_rep_mobile_phone}`}>{vendor.sales_rep_mobile_phone}</a>
            </dd>
          </div>
        )}
      </dl>
      <div className="vendor-admin__actions">
        {vendor.can_manage && (
          <Link
            to="/company/$vendorId/edit"
            params={{ vendorId: vendor.id }}
            className="btn btn--outline"
          >
            Edit Company Profile
          </Link>
        )}
        {/* A super_admin reads any vendor's insights from here (docs/spec/workspace.md §5). */}
        <Link to="/company/insights" search={{ vendor: vendor.id }} className="btn btn--outline">
          {INSIGHT_MESSAGES.title}
        </Link>
      </div>
    </section>
  )
}
