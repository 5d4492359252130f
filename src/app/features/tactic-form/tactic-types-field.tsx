import { Field, type FormStore } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import { ChoiceFieldset } from './choice-fieldset.tsx'
import type { TacticTypeOption } from './tactic-form-data.ts'
import type { TacticFormValues } from './tactic-form-values.ts'

type Props = { form: FormStore<TacticFormValues, undefined>; types: readonly TacticTypeOption[] }

/** The tactic types, one or more (marketplace.md §5 "Tactic type is required"). */
export function TacticTypesField({ form, types }: Props) {
  useSignals()
  const id = useId()
  return (
    <Field of={form} name="tactic_type_ids" type="string[]">
      {(field, props) => {
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
      }}
    </Field>
  )
}
