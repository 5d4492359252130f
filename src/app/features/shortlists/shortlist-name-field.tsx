import { InputBox } from '../../ui/forms/input-box.tsx'

type Props = {
  label: string
  value: string
  error: string | null
  onChange: (value: string) => void
}

/** A list's name as typed (New shortlist, Rename), its problem under it until it is edited. */
export function ShortlistNameField({ label, value, error, onChange }: Props) {
  return <InputBox label={label} value={value} error={error} onValue={onChange} />
}
