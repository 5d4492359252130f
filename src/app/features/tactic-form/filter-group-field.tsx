import {
  Field,
  type FieldElementProps,
  type FieldStore,
  type FormStore,
  setValue,
} from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import { REQUIRED_FILTER_GROUPS } from '../../../domain/tactic-filters.ts'
import { ChoiceFieldset } from './choice-fieldset.tsx'
import { toggleGroupedOption } from './grouped-selection.ts'
import { OtherOptionsField } from './other-options-field.tsx'
import type { FormFilterGroup } from './tactic-form-data.ts'
import type { TacticFormValues } from './tactic-form-values.ts'

type Props = { form: FormStore<TacticFormValues, undefined>; group: FormFilterGroup }

/**
 * One filter group of the tactic form (marketplace.md §3, §5): checkboxes, one choice (turnaround
 * time) or a grouped select (approved retailers), then typed other options where the group has them.
 */
export function FilterGroupField({ form, group }: Props) {
  return (
    <Field of={form} name={`groups.${group.key}`} type="string[]">
      {(field, props) => <GroupChoices form={form} group={group} field={field} props={props} />}
    </Field>
  )
}

type GroupPath = `groups.${string}`
type ChoicesProps = Props & {
  field: FieldStore<TacticFormValues, GroupPath>
  props: FieldElementProps<TacticFormValues, GroupPath>
}

function GroupChoices({ form, group, field, props }: ChoicesProps) {
  // The field's signals are read here, in a component of its own that subscribes to them.
  useSignals()
  const id = useId()
  const options = group.filter_types.filter((option) => !option.custom)
  const selected = field.value.value ?? []
  const set = (next: string[]) => setValue(form, props.name, next)
  return (
    <ChoiceFieldset
      id={id}
      legend={group.name}
      required={group.key in REQUIRED_FILTER_GROUPS}
      error={field.error.value}
      className={`tactic-form__group--${group.selection}`}
      after={group.allows_other && <OtherOptionsField form={form} group={group} />}
    >
      {group.selection === 'single' && selected.length > 0 && (
        <button type="button" className="clear-choice" onClick={() => set([])}>
          Clear choice
        </button>
      )}
      <ul className="option-list">
        {options.map((option) => {
          const value = String(option.id)
          const checked = selected.includes(value)
          const inputId = `${id}-${option.id}`
          return (
            <li key={option.id}>
              {group.selection === 'multi' && (
                <input {...props} id={inputId} type="checkbox" value={value} checked={checked} />
              )}
              {group.selection === 'single' && (
                <input
                  ref={props.ref}
                  id={inputId}
                  name={props.name}
                  type="radio"
                  value={value}
                  checked={checked}
                  onChange={() => set([value])}
                />
              )}
              {group.selection === 'tree' && (
                <input
                  ref={props.ref}
                  id={inputId}
                  type="checkbox"
                  checked={checked}
                  onChange={() => set(toggleGroupedOption(options, selected, option.id))}
                />
              )}
              <label htmlFor={inputId}>{option.name}</label>
              {group.selection === 'tree' && checked && option.sub_filters.length > 0 && (
                <ul className="option-list option-list--nested" aria-label={option.name}>
                  {option.sub_filters
                    .filter((sub) => !sub.custom)
                    .map((sub) => (
                      <li key={sub.id}>
                        <input
                          id={`${id}-${sub.id}`}
                          type="checkbox"
                          checked={selected.includes(String(sub.id))}
                          onChange={() => set(toggleGroupedOption(options, selected, sub.id))}
                        />
                        <label htmlFor={`${id}-${sub.id}`}>{sub.name}</label>
                      </li>
                    ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </ChoiceFieldset>
  )
}
