import { Field, type FieldValues, type FormStore, setValue } from '@modular-forms/react'
import type { ComponentType } from 'react'
import { type BoundField, type Register, registerOf } from './bound-field.ts'

/** The kinds of field a control binds, by the type of their value. */
type Kinds = { string: string; boolean: boolean }

/** What a control bound to a field reads and calls, Ionic's or a plain one. */
type Control<TValue> = {
  value: { value: TValue | undefined }
  error: { value: string }
  /** The element the form focuses when the field has an error. */
  register: Register
  onValue: (value: TValue) => void
}
export type TextControl = Control<string>
export type CheckControl = Control<boolean>
/** A control's own settings: its props but those its field gives it. */
type Settings<TProps> = Omit<TProps, keyof TextControl>

/**
 * A field component: `<Name of={form} name="path" …settings />` draws `Control` with the settings
 * and the field's value, error and setter. Ionic's fields and the visitor dialogs' plain ones are
 * made by it, so both bind a form the same way.
 */
export function boundField<TKind extends keyof Kinds, TProps extends Control<Kinds[TKind]>>(
  kind: TKind,
  Control: ComponentType<TProps>,
) {
  return function BoundFieldOf<TValues extends FieldValues>({
    of,
    name,
    ...settings
  }: BoundField<TValues> & Settings<TProps>) {
    // The library's types cannot follow a path's value type through a generic form.
    const form = of as unknown as FormStore<Record<string, string>, undefined>
    return (
      <Field of={form} name={name as string} type={kind as 'string'}>
        {(field, props) => (
          <Control
            {...(settings as unknown as TProps)}
            value={field.value as Control<Kinds[TKind]>['value']}
            error={field.error}
            register={registerOf(props.ref)}
            onValue={(value) =>
              setValue(form, name as string, value as string, { shouldFocus: false })
            }
          />
        )}
      </Field>
    )
  }
}
