import { IonItem, IonLabel } from '@ionic/react'
import type { ReactNode } from 'react'
import { PersonCell } from './person-cell.tsx'

type Props = {
  name: string
  email: string | null
  picture: string | null
  /** The member's role select, or the status of someone not yet in the team. */
  standing: ReactNode
  action: ReactNode
}

/** One person of the members list: who they are, then their role or status and what to do. */
export function MemberItem({ name, email, picture, standing, action }: Props) {
  return (
    <IonItem>
      <IonLabel>
        <div className="item-columns member-item">
          <PersonCell name={name} email={email} picture={picture} />
          <div className="member-item__controls">
            {standing}
            {action}
          </div>
        </div>
      </IonLabel>
    </IonItem>
  )
}
