import { IonButton, IonIcon } from '@ionic/react'

/**
 * An icon alone in a round button of a finger's 44 px, named for what it does: an alert's close,
 * the ✕ that removes a chip or a tile, a tree's toggle, an admin row's controls. `className`
 * places and colours it; `id` lets a list give it the focus back.
 */
export function RoundIconButton({
  label,
  icon,
  className,
  fill = 'clear',
  id,
  disabled = false,
  expanded,
  onClick,
}: {
  label: string
  icon: string
  className: string
  fill?: 'clear' | 'outline'
  id?: string
  disabled?: boolean
  /** A disclosure's state, for a toggle. */
  expanded?: boolean
  onClick: () => void
}) {
  return (
    <IonButton
      id={id}
      fill={fill}
      shape="round"
      className={`round-icon-button ${className}`}
      aria-label={label}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
    >
      <IonIcon slot="icon-only" icon={icon} aria-hidden="true" />
    </IonButton>
  )
}
