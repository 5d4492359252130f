import { Field, type FieldElement, type FieldValues, setValue } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import type { FocusEvent } from 'react'
import { type BoundField, textFormOf } from './bound-field.ts'
import { ChoiceSelect, type SelectChoice } from './choice-select.tsx'

type Props<TValues extends FieldValues> = BoundField<TValues> & {
  label: string
  choices: readonly SelectChoice[]
  placeholder?: string
}

/** An Ionic select bound to a string field; its error (client or server) shows underneath. */
export function SelectField<TValues extends FieldValues>({ of, name, ...select }: Props<TValues>) {
  const form = textFormOf(of)
  return (
    <Field of={form} name={name as string}>
      {(field, props) => (
        <BoundSelect
          {...select}
          value={field.value}
          error={field.error}
          onChoose={(value) => setValue(form, name as string, value, { shouldFocus: false })}
          // The library's blur handler marks the field touched; it reads nothing of the event.
          onLeave={() => props.onBlur({} as FocusEvent<FieldElement>)}
        />
      )}
    </Field>
  )
}

type BoundProps = Omit<Props<FieldValues>, 'of' | 'name'> & {
  value: { value: string | undefined }
  error: { value: string }
  onChoose: (value: string) => void
  onLeave: () => void
}

function BoundSelect({ value, error, ...select }: BoundProps) {
  // Under React 19 a component reading form signals must subscribe, or errors never render.
  useSignals()
  return <ChoiceSelect {...select} value={value.value ?? ''} error={error.value || undefined} />
}
