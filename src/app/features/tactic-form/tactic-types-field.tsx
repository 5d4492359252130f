import { Field, type FormStore } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
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
        const error = field.error.value
        return (
          <fieldset
            className="tactic-form__group tactic-types-field"
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={Boolean(error)}
          >
            <legend>
              Tactic type<span className="required-mark"> (required)</span>
            </legend>
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
            {error && (
              <p id={`${id}-error`} className="form-field__error">
                {error}
              </p>
            )}
          </fieldset>
        )
      }}
    </Field>
  )
}
