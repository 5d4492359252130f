import { IonInput } from '@ionic/react'

type Props = {
  label: string
  value: string
  error: string | null
  onChange: (value: string) => void
}

/** A list's name as typed (New shortlist, Rename), its problem under it until it is edited. */
export function ShortlistNameField({ label, value, error, onChange }: Props) {
  return (
    <IonInput
      label={label}
      labelPlacement="stacked"
      fill="outline"
      value={value}
      errorText={error ?? undefined}
      className={error ? 'form-field ion-touched ion-invalid' : 'form-field'}
      onIonInput={(event) => onChange(String(event.detail.value ?? ''))}
    />
  )
}
