import { InputBox } from '../../ui/forms/input-box.tsx'

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
  return <InputBox className="read-only-field" label={label} value={value} readOnly hint={note} />
}
