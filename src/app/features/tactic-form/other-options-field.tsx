import {
  Field,
  type FieldElementProps,
  type FieldStore,
  type FormStore,
  setValue,
} from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { close } from 'ionicons/icons'
import { useState } from 'react'
import { TEXT_INPUT_MAX } from '#domain/fields.ts'
import { registerOf } from '../../ui/forms/bound-field.ts'
import { RoundIconButton } from '../../ui/round-icon-button.tsx'
import { AddEntryInput } from './add-entry-input.tsx'
import type { FormFilterGroup } from './tactic-form-data.ts'
import type { TacticFormValues } from './tactic-form-values.ts'

type Props = { form: FormStore<TacticFormValues, undefined>; group: FormFilterGroup }

/** Other options typed for a group that allows them (new_children), shown as removable chips. */
export function OtherOptionsField({ form, group }: Props) {
  return (
    <Field of={form} name={`other.${group.key}`} type="string[]">
      {(field, props) => <OtherOptions form={form} group={group} field={field} props={props} />}
    </Field>
  )
}

type OtherPath = `other.${string}`
type OptionsProps = Props & {
  field: FieldStore<TacticFormValues, OtherPath>
  props: FieldElementProps<TacticFormValues, OtherPath>
}

function OtherOptions({ form, group, field, props }: OptionsProps) {
  useSignals()
  const [draft, setDraft] = useState('')
  const name = props.name
  const typed = field.value.value ?? []
  const add = (entry: string) => {
    const text = entry.trim()
    const current = field.value.value ?? []
    if (text && !current.includes(text)) setValue(form, name, [...current, text])
    setDraft('')
  }
  return (
    <div className="other-options">
      {typed.length > 0 && (
        <ul className="tags" aria-label={`Other ${group.name} options`}>
          {typed.map((text) => (
            <li key={text} className="tag">
              {text}
              <RoundIconButton
                icon={close}
                className="chip-remove-button"
                label={`Remove ${text}`}
                onClick={() =>
                  setValue(
                    form,
                    name,
                    typed.filter((other) => other !== text),
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <AddEntryInput
        label={`Other ${group.name} option`}
        register={registerOf(props.ref)}
        value={draft}
        maxLength={TEXT_INPUT_MAX}
        onChange={setDraft}
        onAdd={add}
        buttonLabel="Add"
      />
    </div>
  )
}
