import { IonButton } from '@ionic/react'
import { setError, submit, useForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { type ReactNode, useState } from 'react'
import { TACTIC_DESCRIPTION_MAX, TACTIC_NAME_MAX } from '#domain/tactic-schemas.ts'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { BackLink } from '../../navigation/back-link.tsx'
import { BACK_TEXT } from '../../navigation/navigation-texts.ts'
import { CheckboxField } from '../../ui/forms/checkbox-field.tsx'
import { ErrorSummary } from '../../ui/forms/error-summary.tsx'
import { RadioGroupField } from '../../ui/forms/radio-group-field.tsx'
import { TextAreaField } from '../../ui/forms/text-area-field.tsx'
import { TextField } from '../../ui/forms/text-field.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { UNSAVED_CHANGES_TEXT, UnsavedChangesModal } from '../../ui/unsaved-changes-modal.tsx'
import { useUnsavedChangesGuard } from '../../ui/use-unsaved-changes-guard.ts'
import { VideoListField } from '../../ui/video-list-field.tsx'
import { FilterGroupField } from './filter-group-field.tsx'
import type { IllustrationItem } from './illustrations-field.tsx'
import { MinOrderSizeField } from './min-order-size-field.tsx'
import { tacticFieldLabel } from './tactic-field-labels.ts'
import type { NewTacticData } from './tactic-form-data.ts'
import { TACTIC_FORM_TEXT } from './tactic-form-messages.ts'
import {
  formPathOf,
  type TacticFormValues,
  type TacticPayload,
  tacticPayload,
  validateTacticValues,
} from './tactic-form-values.ts'
import { TacticTypesField } from './tactic-types-field.tsx'

const ILLUSTRATION_ERROR = /^(illustrations|illustration\d|image)$/

type Props = {
  /** The page's title, under the Back button. */
  heading: ReactNode
  data: NewTacticData
  initialValues: TacticFormValues
  editing: boolean
  /** The illustrations block: files to send (create) or stored ones (edit). */
  illustrations: (serverError: string | undefined) => ReactNode
  /** Whether illustrations wait to be sent with the form (they make it dirty). */
  pendingIllustrations: readonly IllustrationItem[]
  /** Sends the form; throws the API error when it was not saved. */
  /** Saves, then calls `allowLeave` before it moves on from the form. */
  onSave: (payload: TacticPayload, allowLeave: () => void) => Promise<void>
  /** A failure no field can show: the page's toast. */
  onFailed: () => void
  saving: boolean
  /** Where Back leads (`onLeave` may go back in history instead). */
  backHref: string
  /** Back with nothing to save. */
  onLeave: () => void
  /** The delete button, in edit mode. */
  deleteButton?: ReactNode
}

/** The tactic create and edit form (docs/spec/marketplace.md §2, §5): every field, the rules, the leaving. */
export function TacticForm({
  heading,
  data,
  initialValues,
  editing,
  illustrations,
  pendingIllustrations,
  onSave,
  onFailed,
  saving,
  backHref,
  onLeave,
  deleteButton,
}: Props) {
  useSignals()
  const groups = data.filters
  const [form, { Form }] = useForm<TacticFormValues>({
    initialValues,
    validate: (values) => validateTacticValues(values as TacticFormValues, groups),
  })
  const [illustrationError, setIllustrationError] = useState<string>()

  const save = async (values: TacticFormValues) => {
    const payload = tacticPayload(values, groups)
    // Only a super_admin may change featured; anyone else sends it as it was.
    payload.featured = data.can_feature ? values.featured : initialValues.featured
    try {
      setIllustrationError(undefined)
      await onSave(payload, guard.allowLeave)
    } catch (error) {
      let shown = false
      for (const [name, messages] of Object.entries(fieldErrorsOf(error))) {
        if (ILLUSTRATION_ERROR.test(name)) {
          setIllustrationError(messages[0])
          shown = true
        }
        const path = formPathOf(name, groups)
        if (!path || !messages[0]) continue
        setError(form, path, messages[0], { shouldFocus: !shown })
        shown = true
      }
      if (!shown) onFailed()
    }
  }

  const guard = useUnsavedChangesGuard(
    () => form.dirty.value || pendingIllustrations.length > 0,
    () => submit(form),
  )
  const leave = () => guard.leave(onLeave)

  return (
    <Form
      onSubmit={save}
      className="tactic-form"
      aria-label={editing ? 'Edit tactic' : 'New tactic'}
    >
      <BackLink href={backHref} onFollow={leave}>
        {BACK_TEXT.back}
      </BackLink>
      {heading}
      <ErrorSummary of={form} labelOf={(path) => tacticFieldLabel(path, groups)} />
      <section className="card" aria-labelledby="tactic-form-about">
        <h2 id="tactic-form-about">About the tactic</h2>
        <TacticTypesField form={form} types={data.tactic_types} />
        <TextField
          of={form}
          name="name"
          label="Tactic name or trademark"
          maxLength={TACTIC_NAME_MAX}
          required
        />
        <TextAreaField
          of={form}
          name="description"
          label="Description"
          maxLength={TACTIC_DESCRIPTION_MAX}
          rows={5}
          required
        />
        {data.can_feature && <CheckboxField of={form} name="featured" label="Featured tactic" />}
        <RadioGroupField
          of={form}
          name="e_commerce_service"
          legend="Does this tactic offer an e-commerce service? (required)"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          inline
        />
      </section>
      <section className="card" aria-labelledby="tactic-form-filters">
        <h2 id="tactic-form-filters">Tactic details</h2>
        {groups.map((group) => (
          <FilterGroupField key={group.id} form={form} group={group} />
        ))}
        <CheckboxField of={form} name="in_house_service" label="In-house service" />
        <MinOrderSizeField form={form} />
      </section>
      <section className="card" aria-labelledby="tactic-form-media">
        <h2 id="tactic-form-media">Illustrations and videos</h2>
        {illustrations(illustrationError)}
        <VideoListField of={form} name="videos" />
      </section>
      <div className="form-actions">
        {deleteButton}
        <IonButton fill="outline" onClick={leave}>
          Cancel
        </IonButton>
        <PendingButton type="submit" pending={saving}>
          {editing ? 'Save changes' : 'Save tactic'}
        </PendingButton>
      </div>
      <UnsavedChangesModal
        isOpen={guard.isOpen}
        question={TACTIC_FORM_TEXT.unsavedQuestion}
        continueLabel={
          editing ? UNSAVED_CHANGES_TEXT.continueEditing : UNSAVED_CHANGES_TEXT.continueCreating
        }
        onSave={guard.onSave}
        onContinue={guard.onContinue}
        onLeave={guard.onLeave}
        onClosed={guard.onClosed}
      />
    </Form>
  )
}
