import { IonRadio, IonRadioGroup } from '@ionic/react'
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
import { REQUIRED_FILTER_GROUPS } from '#domain/tactic-filters.ts'
import { Checklist } from '../../ui/forms/checklist.tsx'
import type { ChoiceOption } from '../../ui/forms/choice-options.ts'
import { MultiSelect } from '../../ui/forms/multi-select.tsx'
import { ChoiceFieldset } from './choice-fieldset.tsx'
import { toggleGroupedOption } from './grouped-selection.ts'
import { OtherOptionsField } from './other-options-field.tsx'
import type { FormFilterGroup, FormFilterOption } from './tactic-form-data.ts'
import type { TacticFormValues } from './tactic-form-values.ts'

/** Past this many options a group opens in a searchable sheet instead of filling the page. */
const INLINE_OPTIONS_MAX = 6

type Props = {
  form: FormStore<TacticFormValues, undefined>
  group: FormFilterGroup
}

/**
 * One filter group of the tactic form (docs/spec/marketplace.md §3, §5): checkboxes, one choice (turnaround
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

const choiceOf = (option: FormFilterOption, withChildren: boolean): ChoiceOption => ({
  id: String(option.id),
  name: option.name,
  children: withChildren
    ? option.sub_filters
        .filter((sub) => !sub.custom)
        .map((sub) => ({ id: String(sub.id), name: sub.name }))
    : undefined,
})

function GroupChoices({ form, group, field, props }: ChoicesProps) {
  // The field's signals are read here, in a component of its own that subscribes to them.
  useSignals()
  const id = useId()
  const options = group.filter_types.filter((option) => !option.custom)
  const selected = field.value.value ?? []
  const set = (next: string[]) => setValue(form, props.name, next, { shouldFocus: false })
  const error = field.error.value
  const tree = group.selection === 'tree'
  const choices = options.map((option) => choiceOf(option, tree))
  const check = (value: string, checked: boolean) => {
    // Read from the form at the event and act only on a real change, so a repeated event is harmless.
    const current = getValue(form, props.name) ?? []
    if (current.includes(value) === checked) return
    set(
      tree
        ? toggleGroupedOption(options, current, Number(value))
        : checked
          ? [...current, value]
          : current.filter((other) => other !== value),
    )
  }
  const register = props.ref as (element: HTMLElement | null) => void
  return (
    <ChoiceFieldset
      id={id}
      legend={group.name}
      required={group.key in REQUIRED_FILTER_GROUPS}
      error={error}
      after={group.allows_other && <OtherOptionsField form={form} group={group} />}
    >
      {group.selection === 'single' ? (
        <IonRadioGroup
          className="radio-group"
          value={selected[0]}
          allowEmptySelection
          onIonChange={(event) => set(event.detail.value ? [String(event.detail.value)] : [])}
        >
          {choices.map((choice, index) => (
            <IonRadio
              key={choice.id}
              ref={index === 0 ? register : undefined}
              className="radio-group__option"
              value={choice.id}
              labelPlacement="end"
              justify="start"
            >
              {choice.name}
            </IonRadio>
          ))}
        </IonRadioGroup>
      ) : tree || choices.length > INLINE_OPTIONS_MAX ? (
        <MultiSelect
          legend={group.name}
          options={choices}
          selected={selected}
          onCheck={check}
          focusRef={register}
          describedBy={error ? `${id}-error` : undefined}
        />
      ) : (
        <Checklist options={choices} selected={selected} onCheck={check} firstRef={register} />
      )}
    </ChoiceFieldset>
  )
}
