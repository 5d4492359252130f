import {
  Field,
  type FieldElementProps,
  type FieldStore,
  type FormStore,
} from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { TEXT_INPUT_MAX } from '../../../domain/fields.ts'
import { CheckboxField } from '../../ui/forms/checkbox-field.tsx'
import { TextField } from '../../ui/forms/text-field.tsx'
import type { TacticFormValues } from './tactic-form-values.ts'

type Props = { form: FormStore<TacticFormValues, undefined> }

/** Minimum order size yes or no, and its text when yes (§2 Tactic details). */
export function MinOrderSizeField({ form }: Props) {
  return (
    <Field of={form} name="min_order_size" type="boolean">
      {(field, props) => <MinOrderSize form={form} field={field} props={props} />}
    </Field>
  )
}

type InnerProps = Props & {
  field: FieldStore<TacticFormValues, 'min_order_size'>
  props: FieldElementProps<TacticFormValues, 'min_order_size'>
}

function MinOrderSize({ form, field, props }: InnerProps) {
  useSignals()
  return (
    <>
      <CheckboxField field={field} props={props} label="Minimum order size" />
      {field.value.value && (
        <Field of={form} name="min_order_size_text">
          {(text, textProps) => (
            <TextField
              field={text}
              props={textProps}
              label="Minimum order size details"
              maxLength={TEXT_INPUT_MAX}
              placeholder="e.g. 50 stores"
            />
          )}
        </Field>
      )}
    </>
  )
}
