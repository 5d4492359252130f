import { IonButton } from '@ionic/react'
import { submit, useForm, valiForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import * as v from 'valibot'
import type { Account } from '#domain/account.ts'
import { ProfileSchema, ProfileWithJobTitleSchema } from '#domain/account-schemas.ts'
import { DEFAULT_PHONE_PREFIX, TEXT_INPUT_MAX } from '#domain/fields.ts'
import { requiresJobTitle } from '#domain/permissions.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { TextField } from '../../ui/forms/text-field.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { UnsavedChangesModal } from '../../ui/unsaved-changes-modal.tsx'
import { useUnsavedChangesGuard } from '../../ui/use-unsaved-changes-guard.ts'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from './account-messages.ts'
import { ReadOnlyField } from './read-only-field.tsx'
import { useUpdateProfile } from './update-profile.ts'

type ProfileFormValues = {
  first_name: string
  last_name: string
  job_title: string
  phone_number: string
}
const FIELDS = ['first_name', 'last_name', 'job_title', 'phone_number'] as const

const initialValuesOf = (account: Account): ProfileFormValues => ({
  first_name: account.first_name,
  last_name: account.last_name,
  job_title: account.job_title ?? '',
  phone_number: account.phone_number ?? DEFAULT_PHONE_PREFIX,
})

type Props = { account: Account; onDone: () => void }

/** Edit mode of the profile card; Save or Cancel returns to view mode. */
export function ProfileForm({ account, onDone }: Props) {
  useSignals()
  // A super_admin has no company, job title or phone (docs/spec/access-and-account.md §2).
  const superAdmin = account.role === 'super_admin'
  const schema = requiresJobTitle(account.role) ? ProfileWithJobTitleSchema : ProfileSchema
  const [form, { Form }] = useForm<ProfileFormValues>({
    initialValues: initialValuesOf(account),
    validate: valiForm(schema),
  })
  const update = useUpdateProfile()
  const guard = useUnsavedChangesGuard(
    () => form.dirty.value,
    () => submit(form),
  )

  const save = async (values: ProfileFormValues) => {
    try {
      await update.mutateAsync(v.parse(schema, values))
      showToast(ACCOUNT_TOASTS.profileUpdated)
      guard.allowLeave()
      onDone()
    } catch (error) {
      if (!showServerErrors(form, error, FIELDS))
        showToast(unlessOffline(error, ACCOUNT_TOASTS.saveFailed), 'danger')
    }
  }

  return (
    <Form onSubmit={save} className="profile-form" aria-label="Edit profile">
      <div className="profile-form__grid">
        <TextField
          of={form}
          name="first_name"
          label="First name"
          autoComplete="given-name"
          maxLength={TEXT_INPUT_MAX}
          required
        />
        <TextField
          of={form}
          name="last_name"
          label="Last name"
          autoComplete="family-name"
          maxLength={TEXT_INPUT_MAX}
          required
        />
        {!superAdmin && (
          <>
            <ReadOnlyField label="Company" value={account.company_name ?? ''} />
            <TextField
              of={form}
              name="job_title"
              label="Job title"
              autoComplete="organization-title"
              maxLength={TEXT_INPUT_MAX}
              required
            />
            <TextField
              of={form}
              name="phone_number"
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={TEXT_INPUT_MAX}
              hint="With the country code, e.g. +1 555 123 4567"
            />
          </>
        )}
        <div className="profile-form__wide">
          <ReadOnlyField
            label="Email"
            value={account.email}
            note={superAdmin ? undefined : ACCOUNT_TEXT.emailChangeNote}
          />
        </div>
      </div>
      <div className="form-actions">
        <IonButton fill="outline" onClick={() => guard.leave(onDone)}>
          Cancel
        </IonButton>
        <PendingButton type="submit" pending={update.isPending}>
          Save
        </PendingButton>
      </div>
      <UnsavedChangesModal
        isOpen={guard.isOpen}
        question={ACCOUNT_TEXT.unsavedQuestion}
        onSave={guard.onSave}
        onContinue={guard.onContinue}
        onLeave={guard.onLeave}
        onClosed={guard.onClosed}
      />
    </Form>
  )
}
