import './round-icon-button.css'
import { Icon } from './icon.tsx'

/**
 * An icon alone in a round button of a finger's 44 px, named for what it does: an alert's close,
 * the ✕ that removes a chip or a tile, a tree's toggle, an admin row's controls. `className`
 * places and colours it; `id` lets a list give it the focus back. A native button: a tree of
 * filters draws one per branch, and Ionic's cost a web component each.
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
  const look =
    fill === 'outline' ? 'round-icon-button round-icon-button--outline' : 'round-icon-button'
  return (
    <button
      type="button"
      id={id}
      className={`${look} ${className}`}
      aria-label={label}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon icon={icon} size={24} />
    </button>
  )
}
