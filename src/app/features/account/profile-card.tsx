import { IonButton } from '@ionic/react'
import { useId } from 'react'
import type { Account } from '#domain/account.ts'
import { ACCOUNT_TEXT } from './account-messages.ts'
import { ProfileDetails } from './profile-details.tsx'
import { ProfileForm } from './profile-form.tsx'
import { ProfilePicture } from './profile-picture.tsx'

type Props = { account: Account; editing: boolean; onEditingChange: (editing: boolean) => void }

/** The profile in view or edit mode (docs/spec/access-and-account.md §4). */
export function ProfileCard({ account, editing, onEditingChange }: Props) {
  const headingId = useId()
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="account-card__header">
        <h2 id={headingId}>Profile</h2>
        {!editing && (
          <IonButton onClick={() => onEditingChange(true)}>{ACCOUNT_TEXT.editProfile}</IonButton>
        )}
      </div>
      <ProfilePicture account={account} />
      {editing ? (
        <ProfileForm account={account} onDone={() => onEditingChange(false)} />
      ) : (
        <ProfileDetails account={account} />
      )}
    </section>
  )
}
