import './company-form.css'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { leaveCompanyCreateTarget } from '#domain/company-form-redirect.ts'
import { useApi } from '../../api/use-api.ts'
import { BackToPage } from '../../navigation/back-to-page.tsx'
import { useSession } from '../../session/use-session.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { CompanyForm } from './company-form.tsx'
import { COMPANY_FORM_TEXT } from './company-form-messages.ts'
import { companyFormQuery } from './company-form-query.ts'

/** /company/create, or /company/{vendorId}/edit when a vendor id is given (docs/spec/marketplace.md §2). */
export function CompanyFormPage({ vendorId }: { vendorId?: number }) {
  const api = useApi()
  const role = useSession()?.user.role
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(companyFormQuery(api, vendorId))
  const company = data.company
  const title = company ? COMPANY_FORM_TEXT.editTitle : COMPANY_FORM_TEXT.createTitle
  usePageMeta({ title: company ? `${title}: ${company.name}` : title })

  const showProfile = (vendorId: number) =>
    void navigate({ to: '/company/$vendorId', params: { vendorId } })
  const leave = () =>
    company
      ? showProfile(company.id)
      : void navigate({ to: leaveCompanyCreateTarget(role ?? 'vendor_admin') })

  return (
    <section className="container form-page company-form-page" aria-labelledby="company-form-title">
      {company && <BackToPage path={`/company/${company.id}`} name={company.name} />}
      <h1 id="company-form-title">{title}</h1>
      <CompanyForm key={company?.id ?? 'new'} data={data} onLeave={leave} onSaved={showProfile} />
    </section>
  )
}
