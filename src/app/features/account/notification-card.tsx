import '../../ui/ionic-setup.ts'
import { useId } from 'react'
import type { Account } from '#domain/account.ts'
import { INSIGHT_MESSAGES, isVendorMemberRole } from '#domain/insights.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import { SwitchRow } from '../../ui/forms/switch-row.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from './account-messages.ts'
import { useSetDigestNotification, useSetInsightsDigest } from './digest-notifications.ts'

type ToggleProps = {
  label: string
  hint: string
  checked: boolean
  mutation: {
    isPending: boolean
    mutate: (checked: boolean, options: { onSuccess(): void; onError(error: Error): void }) => void
  }
  pendingValue: boolean | undefined
}

/** One email setting: while the change is on its way the toggle shows it; a failure puts it back. */
function EmailToggle({ label, hint, checked, mutation, pendingValue }: ToggleProps) {
  return (
    <SwitchRow
      className="digest-toggle"
      checked={(mutation.isPending ? pendingValue : checked) ?? false}
      disabled={mutation.isPending}
      spread
      hint={hint}
      onChange={(on) =>
        mutation.mutate(on, {
          onSuccess: () => showToast(ACCOUNT_TOASTS.digestChanged),
          onError: (error) => showToast(unlessOffline(error, SOMETHING_WENT_WRONG), 'danger'),
        })
      }
    >
      {label}
    </SwitchRow>
  )
}

/** The weekly digest opt-in, and for a vendor's member the opt-out of its insights in it. */
export function NotificationCard({ account }: { account: Account }) {
  const headingId = useId()
  const setDigest = useSetDigestNotification()
  const setInsights = useSetInsightsDigest()
  const member = account.vendor_id !== null && isVendorMemberRole(account.role)
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Email notifications</h2>
      <EmailToggle
        label={ACCOUNT_TEXT.digestLabel}
        hint={ACCOUNT_TEXT.digestHint}
        checked={account.digest_notification}
        pendingValue={setDigest.variables?.digest_notification}
        mutation={{
          isPending: setDigest.isPending,
          mutate: (checked, options) => setDigest.mutate({ digest_notification: checked }, options),
        }}
      />
      {member && (
        <EmailToggle
          label={INSIGHT_MESSAGES.digestOptOutLabel}
          hint={ACCOUNT_TEXT.insightsDigestHint}
          checked={account.insights_digest}
          pendingValue={setInsights.variables?.insights_digest}
          mutation={{
            isPending: setInsights.isPending,
            mutate: (checked, options) => setInsights.mutate({ insights_digest: checked }, options),
          }}
        />
      )}
    </section>
  )
}
