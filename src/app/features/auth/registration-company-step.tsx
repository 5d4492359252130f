import { Form, type FormStore, getValue } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import type { SuggestedCompany } from '#domain/suggested-companies.ts'
import { TextField } from '../../ui/forms/text-field.tsx'
import { PlainButton } from '../../ui/plain/plain-button.tsx'
import { PlainRadioGroup } from '../../ui/plain/plain-radio-group.tsx'
import { SizedImage } from '../../ui/sized-image.tsx'
import { JobTitleField, LongWaitNote, NewPasswordFields } from './auth-fields.tsx'
import { AUTH_TEXT } from './auth-texts.ts'
import {
  COMPANY_NAME_MAX,
  type CompanyValues,
  type Details,
  NOT_LISTED,
} from './registration-forms.ts'
import type { Suggestions } from './suggested-companies.ts'

type Props = {
  form: FormStore<CompanyValues, undefined>
  details: Details
  suggestions: Suggestions
  onBack: () => void
  onSubmit: (values: CompanyValues) => Promise<void>
}

function CompanyOption({ company, perfect }: { company: SuggestedCompany; perfect: boolean }) {
  return (
    <span className="company-option">
      <SizedImage
        src={company.logo ?? '/icons/logo.svg'}
        alt=""
        width={40}
        height={40}
        className="company-option__logo"
      />
      <span>{company.name}</span>
      {perfect && <span className="company-option__badge">{AUTH_TEXT.yourCompany}</span>}
    </span>
  )
}

/** Registration step two: the company to join (or Not-listed), job title and password. */
export function RegistrationCompanyStep({ form, details, suggestions, onBack, onSubmit }: Props) {
  useSignals()
  const { companies, perfectMatchId } = suggestions
  const options = [
    ...companies.map((company) => ({
      value: String(company.id),
      label: <CompanyOption company={company} perfect={company.id === perfectMatchId} />,
    })),
    { value: NOT_LISTED, label: AUTH_TEXT.notListed },
  ]
  const choice = getValue(form, 'company_choice')
  const notListed = choice === NOT_LISTED
  return (
    <Form of={form} onSubmit={onSubmit} className="auth-form">
      {companies.length > 0 ? (
        <PlainRadioGroup
          of={form}
          name="company_choice"
          legend={AUTH_TEXT.chooseCompany}
          options={options}
        />
      ) : (
        details.vendor.company_type !== 'cpg' && (
          <p className="alert alert--info">{AUTH_TEXT.notRegisteredYet}</p>
        )
      )}
      {notListed && (
        <TextField
          of={form}
          name="alt_company_name"
          label={AUTH_TEXT.notListedName}
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX}
          required
        />
      )}
      <JobTitleField of={form} />
      <NewPasswordFields of={form} />
      <div className="dialog-actions">
        <PlainButton look="outline" onClick={onBack}>
          {AUTH_TEXT.back}
        </PlainButton>
        <PlainButton
          type="submit"
          pending={form.submitting.value}
          disabled={companies.length > 0 && !choice}
        >
          {AUTH_TEXT.continue}
        </PlainButton>
      </div>
      <LongWaitNote waiting={form.submitting.value} />
    </Form>
  )
}
