import { Form, type FormStore, getValue } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { WEBSITE_MAX } from '#domain/fields.ts'
import { openDialog } from '../../ui/dialog-store.ts'
import { TextField } from '../../ui/forms/text-field.tsx'
import { PlainCheckbox } from '../../ui/plain/plain-checkbox.tsx'
import { PlainRadioGroup } from '../../ui/plain/plain-radio-group.tsx'
import { NameFields, SubmitButton, WorkEmailField } from './auth-fields.tsx'
import { AUTH_TEXT } from './auth-texts.ts'
import { COMPANY_NAME_MAX, type DetailsValues } from './registration-forms.ts'

const ROLE_OPTIONS = [
  { value: 'cpg', label: AUTH_TEXT.roleCpg },
  { value: 'vendor', label: AUTH_TEXT.roleVendor },
] as const

type Props = {
  form: FormStore<DetailsValues, undefined>
  onSubmit: (values: DetailsValues) => Promise<void>
}

/** Registration step one: Continue waits for a role and the accepted terms. */
export function RegistrationDetailsStep({ form, onSubmit }: Props) {
  useSignals()
  const ready =
    getValue(form, 'agree_to_service_agreement') === true &&
    Boolean(getValue(form, 'vendor.company_type'))
  return (
    <Form of={form} onSubmit={onSubmit} className="auth-form">
      <NameFields of={form} prefix="user." />
      <WorkEmailField of={form} name="user.email" />
      <TextField
        of={form}
        name="vendor.company_name"
        label={AUTH_TEXT.companyName}
        autoComplete="organization"
        maxLength={COMPANY_NAME_MAX}
        required
      />
      <TextField
        of={form}
        name="vendor.company_website"
        label={AUTH_TEXT.companyWebsite}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="www.example.com"
        maxLength={WEBSITE_MAX}
        required
      />
      <PlainRadioGroup
        of={form}
        name="vendor.company_type"
        legend={AUTH_TEXT.role}
        options={ROLE_OPTIONS}
        inline
      />
      <PlainCheckbox of={form} name="agree_to_service_agreement" label={AUTH_TEXT.agreeToTerms} />
      {/* Beside the checkbox, not in its label (a link in a checkbox is a control in a control);
          a new tab keeps what was typed here. */}
      <a className="auth-form__terms" href="/privacy-policy" target="_blank" rel="noopener">
        {AUTH_TEXT.readPrivacyPolicy}{' '}
        <span className="visually-hidden">{AUTH_TEXT.opensInNewTab}</span>
      </a>
      <PlainCheckbox
        of={form}
        name="agree_to_receive_future_communications"
        label={AUTH_TEXT.agreeToNews}
      />
      <SubmitButton of={form} disabled={!ready}>
        {AUTH_TEXT.continue}
      </SubmitButton>
      <p className="auth-form__switch">
        {AUTH_TEXT.haveAccount}{' '}
        <button type="button" className="link-button" onClick={() => openDialog('login')}>
          {AUTH_TEXT.logInHere}
        </button>
      </p>
    </Form>
  )
}
