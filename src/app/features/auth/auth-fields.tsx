import type { FieldValues, FormStore } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import {
  EMAIL_MAX,
  PASSWORD_INPUT_MAX,
  PASSWORD_RULE_TEXT,
  TEXT_INPUT_MAX,
} from '#domain/fields.ts'
import { TextField } from '../../ui/forms/text-field.tsx'
import { PlainButton } from '../../ui/plain/plain-button.tsx'
import { useLongWait } from '../../ui/use-long-wait.ts'
import { AUTH_TEXT } from './auth-texts.ts'

/**
 * The fields the sign-in forms share, bound to any form that has them under these names; plain,
 * as the visitor's dialogs are (docs/decisions/0009-plain-visitor-dialogs.md).
 */
type FormOf<TValues extends FieldValues> = { of: FormStore<TValues, undefined> }

/**
 * The forms differ in their other fields; these text fields are strings in each, which the
 * library's types cannot follow through a generic form, so the form is read as one of strings.
 */
type TextForm = FormStore<Record<string, string>, undefined>
const asTextForm = <TValues extends FieldValues>(form: FormStore<TValues, undefined>) =>
  form as unknown as TextForm

export function WorkEmailField<TValues extends FieldValues>({
  of,
  name = 'email',
  autoComplete = 'email',
  readOnly,
}: FormOf<TValues> & { name?: string; autoComplete?: 'email' | 'username'; readOnly?: boolean }) {
  return (
    <TextField
      of={asTextForm(of)}
      name={name}
      label={AUTH_TEXT.workEmail}
      type="email"
      autoComplete={autoComplete}
      maxLength={EMAIL_MAX}
      readOnly={readOnly}
      required={!readOnly}
    />
  )
}

/** First and last name side by side (stacked on phones). */
export function NameFields<TValues extends FieldValues>({
  of,
  prefix = '',
}: FormOf<TValues> & { prefix?: string }) {
  const fields = [
    { name: 'first_name', label: AUTH_TEXT.firstName, autoComplete: 'given-name' },
    { name: 'last_name', label: AUTH_TEXT.lastName, autoComplete: 'family-name' },
  ]
  return (
    <div className="form-row">
      {fields.map(({ name, label, autoComplete }) => (
        <TextField
          key={name}
          of={asTextForm(of)}
          name={`${prefix}${name}`}
          label={label}
          autoComplete={autoComplete}
          maxLength={TEXT_INPUT_MAX}
          required
        />
      ))}
    </div>
  )
}

export function JobTitleField<TValues extends FieldValues>({ of }: FormOf<TValues>) {
  return (
    <TextField
      of={asTextForm(of)}
      name={'job_title'}
      label={AUTH_TEXT.jobTitle}
      autoComplete="organization-title"
      maxLength={TEXT_INPUT_MAX}
      required
    />
  )
}

/** A new password with the rule text under it, and its confirmation. */
export function NewPasswordFields<TValues extends FieldValues>({
  of,
  label = AUTH_TEXT.password,
}: FormOf<TValues> & { label?: string }) {
  const fields = [
    { name: 'password', label, hint: PASSWORD_RULE_TEXT },
    { name: 'password_confirmation', label: AUTH_TEXT.passwordConfirmation, hint: undefined },
  ]
  return fields.map(({ name, label: fieldLabel, hint }) => (
    <TextField
      key={name}
      of={asTextForm(of)}
      name={name}
      label={fieldLabel}
      hint={hint}
      type="password"
      autoComplete="new-password"
      maxLength={PASSWORD_INPUT_MAX}
      required
    />
  ))
}

/** The form's full-width submit button, busy while the form submits. */
export function SubmitButton<TValues extends FieldValues>({
  of,
  disabled,
  children,
}: FormOf<TValues> & { disabled?: boolean; children: ReactNode }) {
  useSignals()
  return (
    <>
      <PlainButton type="submit" pending={of.submitting.value} disabled={disabled}>
        {children}
      </PlainButton>
      <LongWaitNote waiting={of.submitting.value} />
    </>
  )
}

/**
 * Under a sign-in form's button: sign-in and registration wait for their answer however long it
 * takes (docs/offline.md), so after a while this says the connection is what they wait on.
 */
export function LongWaitNote({ waiting }: { waiting: boolean }) {
  const longWait = useLongWait(waiting)
  return (
    <p className="auth-form__waiting" role="status">
      {longWait ? AUTH_TEXT.stillWaiting : ''}
    </p>
  )
}
