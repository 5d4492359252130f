import { Field, type FieldValues, setValue } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { type BoundField, type Register, registerOf, textFormOf } from './bound-field.ts'
import { CountedTextField } from './counted-text-field.tsx'

type Props<TValues extends FieldValues> = BoundField<TValues> & {
  label: string
  /** The schema's most characters, counted under the field. */
  maxLength: number
  rows?: number
  required?: boolean
}

/** A counted text area bound to a string field, showing the schema's messages. */
export function TextAreaField<TValues extends FieldValues>({ of, name, ...rest }: Props<TValues>) {
  const form = textFormOf(of)
  return (
    <Field of={form} name={name as string}>
      {(field, props) => (
        <BoundTextArea
          {...rest}
          value={field.value}
          error={field.error}
          register={registerOf(props.ref)}
          onValue={(value) => setValue(form, name as string, value, { shouldFocus: false })}
        />
      )}
    </Field>
  )
}

type BoundProps = Omit<Props<FieldValues>, 'of' | 'name'> & {
  value: { value: string | undefined }
  error: { value: string }
  register: Register
  onValue: (value: string) => void
}

function BoundTextArea({
  value,
  error,
  register,
  onValue,
  maxLength,
  rows = 6,
  ...rest
}: BoundProps) {
  useSignals()
  return (
    <CountedTextField
      {...rest}
      controlRef={register}
      value={value.value ?? ''}
      max={maxLength}
      rows={rows}
      error={error.value}
      onValueChange={onValue}
    />
  )
}
