import { useState } from 'react'
import { answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import { PlainButton } from '../../ui/plain/plain-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { AUTH_TEXT } from './auth-texts.ts'

type Props = { userId: number; email: string; firstAdmin: boolean }

/** Registration step three: check the inbox, or have the email sent again. */
export function RegistrationVerifyStep({ userId, email, firstAdmin }: Props) {
  const api = useApi()
  const [pending, setPending] = useState(false)

  const resend = async () => {
    setPending(true)
    try {
      await answerOf(
        api.rpc.accounts[':id'].resend_confirmation.$get({ param: { id: String(userId) } }),
      )
      showToast(AUTH_TEXT.emailResent(email))
    } catch {
      showToast(SOMETHING_WENT_WRONG, 'danger')
    } finally {
      setPending(false)
    }
  }

  return (
    <section className="auth-step">
      <p>{AUTH_TEXT.verifyText(email)}</p>
      {firstAdmin && <p>{AUTH_TEXT.firstAdminText}</p>}
      <PlainButton look="outline" pending={pending} onClick={() => void resend()}>
        {AUTH_TEXT.resendEmail}
      </PlainButton>
    </section>
  )
}
