import './forms.css'
import { IonSelect, IonSelectOption } from '@ionic/react'

export type SelectChoice = { value: string; label: string }

type Props = {
  label: string
  /** In order; a choice whose value is '' stands for none ("Any vendor type", "Not specified"). */
  choices: readonly SelectChoice[]
  /** '' (or a value not among the choices) while nothing is chosen: the placeholder shows. */
  value: string
  onChoose: (value: string) => void
  placeholder?: string
  /** Shown under the select until an error replaces it. */
  hint?: string
  error?: string
  /** The user left the field (not when its popover takes the focus). */
  onLeave?: () => void
}

/**
 * A labelled Ionic select of one choice, picked in a popover under it. No `required`: Ionic would
 * put aria-required on its button, a role that does not take it (axe); a missing choice says so
 * in the error under the select.
 */
export function ChoiceSelect({
  label,
  choices,
  value,
  onChoose,
  placeholder,
  hint,
  error,
  onLeave,
}: Props) {
  return (
    <IonSelect
      className={error ? 'form-field ion-touched ion-invalid' : 'form-field'}
      label={label}
      labelPlacement="stacked"
      fill="outline"
      interface="popover"
      placeholder={placeholder}
      value={choices.some((choice) => choice.value === value) ? value : undefined}
      helperText={hint}
      errorText={error}
      onIonChange={(event) => onChoose(String(event.detail.value ?? ''))}
      onIonBlur={(event) => {
        if (!event.target.classList.contains('select-expanded')) onLeave?.()
      }}
    >
      {choices.map((choice) => (
        <IonSelectOption key={choice.value} value={choice.value}>
          {choice.label}
        </IonSelectOption>
      ))}
    </IonSelect>
  )
}
