import { IonButton, IonIcon } from '@ionic/react'

/**
 * A row's control in the admin's ordered lists (move up or down, rename, remove): an icon in a
 * 44 px circle, named for the row it acts on. The id lets the list give it the focus back.
 */
export function RowIconButton({
  id,
  label,
  icon,
  disabled = false,
  onClick,
}: {
  id: string
  label: string
  icon: string
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <IonButton
      id={id}
      fill="outline"
      shape="round"
      className="round-icon-button row-icon-button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <IonIcon slot="icon-only" icon={icon} aria-hidden="true" />
    </IonButton>
  )
}
