import { IonButton, IonIcon } from '@ionic/react'
import { close } from 'ionicons/icons'

/** The ✕ at the end of a chip that takes it away: a finger's 44 px, in the chip's colour. */
export function ChipRemoveButton({
  label,
  disabled = false,
  onClick,
}: {
  label: string
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <IonButton
      fill="clear"
      shape="round"
      className="round-icon-button chip-remove-button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
    </IonButton>
  )
}
