import { IonInput } from '@ionic/react'

/** A labelled value the user sees in the form but cannot change here. */
export function ReadOnlyField({
  label,
  value,
  note,
}: {
  label: string
  value: string
  note?: string
}) {
  return (
    <IonInput
      className="form-field read-only-field"
      label={label}
      labelPlacement="stacked"
      fill="outline"
      value={value}
      readonly
      helperText={note}
    />
  )
}
