import '../../ui/ionic-setup.ts'
import { IonToggle } from '@ionic/react'
import { useId } from 'react'
import type { Account } from '#domain/account.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import { showToast } from '../../ui/toast-store.ts'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from './account-messages.ts'
import { useSetDigestNotification } from './digest-notifications.ts'

/** The weekly digest opt-in. */
export function NotificationCard({ account }: { account: Account }) {
  const headingId = useId()
  const setDigest = useSetDigestNotification()
  // While the change is on its way the toggle shows it; a failure puts it back.
  const checked = setDigest.isPending
    ? setDigest.variables.digest_notification
    : account.digest_notification

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Email notifications</h2>
      <IonToggle
        className="digest-toggle"
        checked={checked}
        disabled={setDigest.isPending}
        justify="space-between"
        helperText={ACCOUNT_TEXT.digestHint}
        onIonChange={(event) =>
          setDigest.mutate(
            { digest_notification: event.detail.checked },
            {
              onSuccess: () => showToast(ACCOUNT_TOASTS.digestChanged),
              onError: (error) => showToast(unlessOffline(error, SOMETHING_WENT_WRONG), 'danger'),
            },
          )
        }
      >
        {ACCOUNT_TEXT.digestLabel}
      </IonToggle>
    </section>
  )
}
