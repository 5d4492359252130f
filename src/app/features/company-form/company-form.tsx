import { IonButton } from '@ionic/react'
import '../../ui/surfaces.css'
import { type FieldPath, submit, useForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { EMAIL_MAX, TEXT_INPUT_MAX, WEBSITE_MAX } from '#domain/fields.ts'
import { VENDOR_DESCRIPTION_MAX } from '#domain/vendor-schemas.ts'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { TextAreaField } from '../../ui/forms/text-area-field.tsx'
import { TextField } from '../../ui/forms/text-field.tsx'
import { TreeSelect } from '../../ui/forms/tree-select.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { UNSAVED_CHANGES_TEXT, UnsavedChangesModal } from '../../ui/unsaved-changes-modal.tsx'
import { useUnsavedChangesGuard } from '../../ui/use-unsaved-changes-guard.ts'
import { VideoListField } from '../../ui/video-list-field.tsx'
import { COMPANY_FORM_TEXT, COMPANY_FORM_TOASTS } from './company-form-messages.ts'
import type { CompanyFormData } from './company-form-query.ts'
import {
  COMPANY_FORM_FIELDS,
  type CompanyFormValues,
  formFieldOf,
  initialCompanyValues,
  toVendorPayload,
  validateCompanyForm,
} from './company-form-values.ts'
import { NewCompanyLogoField, SavedCompanyLogoField } from './company-logo-field.tsx'
import { useCreateCompany, useUpdateCompany } from './company-requests.ts'
import { IdChecklist } from './id-checklist.tsx'
import { IdListField } from './id-list-field.tsx'
import { YearField } from './year-field.tsx'

type Props = {
  data: CompanyFormData
  /** Leaving without saving: where Cancel or "Leave without saving" goes. */
  onLeave: () => void
  /** After a save: on to the company's profile. */
  onSaved: (vendorId: number) => void
}

/** The company create and edit form (docs/spec/marketplace.md §2, §3, §5); edit mode when data has a company. */
export function CompanyForm({ data, onLeave, onSaved }: Props) {
  useSignals()
  const { lookups, company } = data
  const { session } = useRouter().options.context
  const [form, { Form }] = useForm<CompanyFormValues>({
    initialValues: initialCompanyValues(company),
    validate: validateCompanyForm(lookups.service_coverage),
  })
  const create = useCreateCompany()
  const update = useUpdateCompany(company?.id ?? 0)
  const [logo, setLogo] = useState<Blob | null>(null)
  const [logoError, setLogoError] = useState<string>()

  const showErrors = (failure: unknown) => {
    const aliases: Record<string, FieldPath<CompanyFormValues>> = {}
    for (const name of Object.keys(fieldErrorsOf(failure))) {
      const field = formFieldOf(name)
      if (field) aliases[name] = field
    }
    const logoMessage = fieldErrorsOf(failure).logo?.[0]
    setLogoError(logoMessage)
    return showServerErrors(form, failure, COMPANY_FORM_FIELDS, aliases) || Boolean(logoMessage)
  }

  const save = async (values: CompanyFormValues) => {
    const payload = toVendorPayload(values, lookups.service_coverage)
    try {
      if (company) {
        await update.mutateAsync(payload)
        showToast(COMPANY_FORM_TOASTS.updated)
        guard.allowLeave()
        onSaved(company.id)
      } else {
        const created = await create.mutateAsync({ payload, logo })
        // A vendor_admin now belongs to the new company (docs/spec/marketplace.md §4).
        await session.updateUser(created.account)
        showToast(COMPANY_FORM_TOASTS.created)
        guard.allowLeave()
        onSaved(created.vendor_id)
      }
    } catch (failure) {
      const failed = company ? COMPANY_FORM_TOASTS.updateFailed : COMPANY_FORM_TOASTS.createFailed
      if (!showErrors(failure)) showToast(failed, 'danger')
    }
  }

  const guard = useUnsavedChangesGuard(
    () => form.dirty.value || logo !== null,
    () => submit(form),
  )

  return (
    <Form
      onSubmit={save}
      className="company-form"
      aria-label={company ? 'Edit company' : 'Create company'}
    >
      <section className="card" aria-labelledby="company-logo-title">
        <h2 id="company-logo-title">Logo</h2>
        {company ? (
          <SavedCompanyLogoField vendorId={company.id} savedLogo={company.logo} />
        ) : (
          <NewCompanyLogoField
            logo={logo}
            error={logoError}
            onChange={(next) => {
              setLogo(next)
              setLogoError(undefined)
            }}
          />
        )}
      </section>

      <section className="card" aria-labelledby="company-details-title">
        <h2 id="company-details-title">Company details</h2>
        <TextField
          of={form}
          name="name"
          label="Company name"
          maxLength={TEXT_INPUT_MAX}
          autoComplete="organization"
          required
        />
        <IdListField of={form} name="vendor_types">
          {(selected, onChange) => (
            <IdChecklist
              legend="Vendor type"
              options={lookups.vendor_types}
              selected={selected}
              onChange={onChange}
            />
          )}
        </IdListField>
        <TextField
          of={form}
          name="website"
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={WEBSITE_MAX}
          required
        />
        <YearField of={form} />
        <TextAreaField
          of={form}
          name="description"
          label="Description"
          maxLength={VENDOR_DESCRIPTION_MAX}
        />
      </section>

      <section className="card" aria-labelledby="company-rep-title">
        <h2 id="company-rep-title">Sales representative</h2>
        <div className="form-row">
          <TextField
            of={form}
            name="sales_rep_first_name"
            label="Sales rep first name"
            maxLength={TEXT_INPUT_MAX}
            required
          />
          <TextField
            of={form}
            name="sales_rep_last_name"
            label="Sales rep last name"
            maxLength={TEXT_INPUT_MAX}
            required
          />
          <TextField
            of={form}
            name="sales_rep_email"
            label="Sales rep email"
            type="email"
            inputMode="email"
            maxLength={EMAIL_MAX}
            required
          />
          <TextField
            of={form}
            name="sales_rep_mobile_phone"
            label="Sales rep mobile phone"
            type="tel"
            inputMode="tel"
            maxLength={TEXT_INPUT_MAX}
            hint="With the country code, e.g. +1 555 123 4567"
          />
        </div>
      </section>

      <section className="card" aria-labelledby="company-reach-title">
        <h2 id="company-reach-title">Coverage and certifications</h2>
        <IdListField of={form} name="service_coverage">
          {(selected, onChange) => (
            <TreeSelect
              legend="Service coverage"
              tree={lookups.service_coverage}
              selected={selected}
              onChange={onChange}
            />
          )}
        </IdListField>
        <IdListField of={form} name="diversity_certification_ids">
          {(selected, onChange) => (
            <IdChecklist
              legend="Diversity certifications"
              options={lookups.diversity_certifications}
              selected={selected}
              onChange={onChange}
            />
          )}
        </IdListField>
        <VideoListField of={form} name="videos" />
      </section>

      <div className="form-actions">
        <IonButton fill="outline" onClick={() => guard.leave(onLeave)}>
          Cancel
        </IonButton>
        <PendingButton type="submit" pending={create.isPending || update.isPending}>
          {company ? 'Save' : 'Create'}
        </PendingButton>
      </div>
      <UnsavedChangesModal
        isOpen={guard.isOpen}
        question={COMPANY_FORM_TEXT.unsavedQuestion}
        continueLabel={
          company ? UNSAVED_CHANGES_TEXT.continueEditing : UNSAVED_CHANGES_TEXT.continueCreating
        }
        onSave={guard.onSave}
        onContinue={guard.onContinue}
        onLeave={guard.onLeave}
        onClosed={guard.onClosed}
      />
    </Form>
  )
}
