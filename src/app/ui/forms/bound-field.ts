import type { FieldElement, FieldPath, FieldValues, FormStore } from '@modular-forms/react'
import type { RefCallback } from 'react'

/** A bound field's form and the path of its value: `<TextField of={form} name="email" … />`. */
export type BoundField<TValues extends FieldValues> = {
  of: FormStore<TValues, undefined>
  name: FieldPath<TValues>
}

/**
 * The library's types cannot follow a path's value type through a generic form; each field kind
 * reads the form as one whose values are of its own kind (a string or a boolean).
 */
export const textFormOf = (form: object) => form as FormStore<Record<string, string>, undefined>
export const listFormOf = (form: object) => form as FormStore<Record<string, string[]>, undefined>

/** Registers a control, which the library focuses when the field gets an error. */
export type Register = (element: Element | null) => void
export const registerOf = (ref: RefCallback<FieldElement>) => ref as unknown as Register
