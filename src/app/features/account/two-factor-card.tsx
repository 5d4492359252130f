import { IonButton } from '@ionic/react'
import { useId, useState } from 'react'
import type { Account } from '#domain/account.ts'
import { needsTwoFactor } from '#domain/permissions.ts'
import { TWO_FACTOR_MESSAGES } from '#domain/two-factor.ts'
import { TwoFactorOffModal } from './two-factor-off-modal.tsx'
import { TwoFactorSetupModal } from './two-factor-setup-modal.tsx'
import { TWO_FACTOR_TEXT } from './two-factor-text.ts'

/** Whether signing in asks for an authenticator's code; a super_admin must have it on. */
export function TwoFactorCard({ account }: { account: Account }) {
  const headingId = useId()
  const [open, setOpen] = useState<'setup' | 'off' | null>(null)
  const close = () => setOpen(null)
  const required = needsTwoFactor(account.role)
  const on = account.two_factor_enabled
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{TWO_FACTOR_TEXT.title}</h2>
      {!on && required ? (
        <p className="alert alert--info" role="status">
          {TWO_FACTOR_MESSAGES.setupRequired}
        </p>
      ) : (
        <p>{on ? TWO_FACTOR_TEXT.on : TWO_FACTOR_TEXT.off}</p>
      )}
      <div className="account-card__actions wrap-row">
        {!on && <IonButton onClick={() => setOpen('setup')}>{TWO_FACTOR_TEXT.turnOn}</IonButton>}
        {on && !required && (
          <IonButton fill="outline" color="danger" onClick={() => setOpen('off')}>
            {TWO_FACTOR_TEXT.turnOff}
          </IonButton>
        )}
      </div>
      <TwoFactorSetupModal isOpen={open === 'setup'} onClose={close} />
      {on && !required && <TwoFactorOffModal isOpen={open === 'off'} onClose={close} />}
    </section>
  )
}
