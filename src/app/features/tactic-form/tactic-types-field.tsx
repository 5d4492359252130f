import {
  Field,
  type FieldElementProps,
  type FieldStore,
  type FormStore,
} from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import { ChoiceFieldset } from './choice-fieldset.tsx'
import type { TacticTypeOption } from './tactic-form-data.ts'
import type { TacticFormValues } from './tactic-form-values.ts'

type Props = { form: FormStore<TacticFormValues, undefined>; types: readonly TacticTypeOption[] }

/** The tactic types, one or more (marketplace.md §5 "Tactic type is required"). */
export function TacticTypesField({ form, types }: Props) {
  return (
    <Field of={form} name="tactic_type_ids" type="string[]">
      {(field, props) => <TacticTypeChoices field={field} props={props} types={types} />}
    </Field>
  )
}

type ChoicesProps = {
  field: FieldStore<TacticFormValues, 'tactic_type_ids'>
  props: FieldElementProps<TacticFormValues, 'tactic_type_ids'>
  types: readonly TacticTypeOption[]
}

function TacticTypeChoices({ field, props, types }: ChoicesProps) {
  // The field's signals are read here, in a component of its own that subscribes to them.
  useSignals()
  const id = useId()
  const selected = field.value.value ?? []
  return (
    <ChoiceFieldset id={id} legend="Tactic type" required error={field.error.value}>
      <ul className="option-list option-list--columns">
        {types.map((type) => (
          <li key={type.id}>
            <input
              {...props}
              id={`${id}-${type.id}`}
              type="checkbox"
              value={String(type.id)}
              checked={selected.includes(String(type.id))}
            />
            <label htmlFor={`${id}-${type.id}`}>{type.name}</label>
          </li>
        ))}
      </ul>
    </ChoiceFieldset>
  )
}
