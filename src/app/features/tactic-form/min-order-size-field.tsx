import { type FormStore, getValue } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { TEXT_INPUT_MAX } from '#domain/fields.ts'
import { CheckboxField } from '../../ui/forms/checkbox-field.tsx'
import { TextField } from '../../ui/forms/text-field.tsx'
import type { TacticFormValues } from './tactic-form-values.ts'

type Props = { form: FormStore<TacticFormValues, undefined> }

/** Minimum order size yes or no, and its text when yes (§2 Tactic details). */
export function MinOrderSizeField({ form }: Props) {
  useSignals()
  return (
    <>
      <CheckboxField of={form} name="min_order_size" label="Minimum order size" />
      {getValue(form, 'min_order_size') && (
        <TextField
          of={form}
          name="min_order_size_text"
          label="Minimum order size details"
          maxLength={TEXT_INPUT_MAX}
          placeholder="e.g. 50 stores"
        />
      )}
    </>
  )
}
