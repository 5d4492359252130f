import {
  Field,
  type FieldElementProps,
  type FieldStore,
  type FormStore,
  getValue,
  setValue,
} from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import { MultiSelect } from '../../ui/forms/multi-select.tsx'
import { ChoiceFieldset } from './choice-fieldset.tsx'
import type { TacticTypeOption } from './tactic-form-data.ts'
import type { TacticFormValues } from './tactic-form-values.ts'

type Props = {
  form: FormStore<TacticFormValues, undefined>
  types: readonly TacticTypeOption[]
}

/** The tactic types, one or more (docs/spec/marketplace.md §5 "Tactic type is required"), from a sheet. */
export function TacticTypesField({ form, types }: Props) {
  return (
    <Field of={form} name="tactic_type_ids" type="string[]">
      {(field, props) => (
        <TacticTypeChoices form={form} field={field} props={props} types={types} />
      )}
    </Field>
  )
}

type ChoicesProps = Props & {
  field: FieldStore<TacticFormValues, 'tactic_type_ids'>
  props: FieldElementProps<TacticFormValues, 'tactic_type_ids'>
}

function TacticTypeChoices({ form, field, props, types }: ChoicesProps) {
  // The field's signals are read here, in a component of its own that subscribes to them.
  useSignals()
  const id = useId()
  const selected = field.value.value ?? []
  const error = field.error.value
  const check = (value: string, checked: boolean) => {
    // Read from the form at the event and act only on a real change, so a repeated event is harmless.
    const current = getValue(form, 'tactic_type_ids') ?? []
    if (current.includes(value) === checked) return
    const next = checked ? [...current, value] : current.filter((other) => other !== value)
    setValue(form, 'tactic_type_ids', next, { shouldFocus: false })
  }
  return (
    <ChoiceFieldset id={id} legend="Tactic type" required error={error}>
      <MultiSelect
        legend="Tactic type"
        options={types.map((type) => ({
          id: String(type.id),
          name: type.name,
        }))}
        selected={selected}
        onCheck={check}
        focusRef={props.ref as (element: HTMLElement | null) => void}
        describedBy={error ? `${id}-error` : undefined}
      />
    </ChoiceFieldset>
  )
}
