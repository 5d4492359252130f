import { PendingButton } from './pending-button.tsx'

export type Decision = 'approve' | 'decline'

type Props = {
  texts: Record<Decision, string>
  /** What a screen reader hears for each button: the decision and whom it is about. */
  labelOf: (decision: Decision) => string
  /** The decision being sent, if any: both buttons wait for it. */
  pending: Decision | undefined
  onDecide: (decision: Decision) => void
}

/** Approve (solid) and Decline (outline) a request to join a company. */
export function DecisionButtons({ texts, labelOf, pending, onDecide }: Props) {
  return (
    <span className="wrap-row">
      {(['approve', 'decline'] as const).map((decision) => (
        <PendingButton
          key={decision}
          fill={decision === 'approve' ? 'solid' : 'outline'}
          pending={pending === decision}
          disabled={pending !== undefined}
          aria-label={labelOf(decision)}
          onClick={() => onDecide(decision)}
        >
          {texts[decision]}
        </PendingButton>
      ))}
    </span>
  )
}
