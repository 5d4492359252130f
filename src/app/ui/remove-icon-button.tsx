import { IonButton, IonIcon } from '@ionic/react'
import { close } from 'ionicons/icons'

/**
 * The ✕ that takes an item away (a chip, an illustration's tile): a round icon button of a
 * finger's 44 px, named for what it removes. `className` places it in its item.
 */
export function RemoveIconButton({
  label,
  className,
  disabled = false,
  onClick,
}: {
  label: string
  className: string
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <IonButton
      fill="clear"
      shape="round"
      className={`round-icon-button ${className}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
    </IonButton>
  )
}
