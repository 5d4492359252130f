import type { FieldElement, FieldPath, FieldValues, FormStore } from '@modular-forms/react'
import { type RefCallback, useCallback } from 'react'

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

/** Registers an Ionic control, which the library focuses when the field gets an error. */
export type Register = (element: Element | null) => void
export const registerOf = (ref: RefCallback<FieldElement>) => ref as unknown as Register

/** An Ionic text control: IonInput or IonTextarea. */
type IonTextControl = { getInputElement(): Promise<HTMLInputElement | HTMLTextAreaElement> }

/** Hands the library the native control inside an Ionic text field, which it can focus. */
export function useNativeControlRef(register: Register) {
  return useCallback(
    (element: IonTextControl | null) => {
      if (element) void element.getInputElement().then(register)
    },
    [register],
  )
}
