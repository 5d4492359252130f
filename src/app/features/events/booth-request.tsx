import { IonButton } from '@ionic/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { boothField, type EventStage, type ExhibitorEntry } from '#domain/events.ts'
import { answerOf, fieldErrorsOf, NetworkError } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { useSession } from '../../session/use-session.ts'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { showToast } from '../../ui/toast-store.ts'
import { BoothNumberField, useBoothNumber } from './booth-number-field.tsx'
import { eventKeys } from './event-queries.ts'
import { EVENT_TEXT } from './event-texts.ts'

type Props = {
  event: { id: number; stage: EventStage }
  own: readonly ExhibitorEntry[]
}

const BoothSchema = boothField()

/**
 * A vendor's own booth at the event (§6): its members see it and whether it waits for approval;
 * its vendor_admin adds the company to an event not yet over, or changes the booth, which a
 * super_admin then approves.
 */
export function BoothRequest({ event, own }: Props) {
  const user = useSession()?.user
  const vendorId = user?.vendor_id ?? null
  const entry = own.find((request) => request.vendor_id === vendorId)
  const canRequest = user?.role === 'vendor_admin' && vendorId !== null && event.stage !== 'past'
  if (!entry && !canRequest) return null
  return (
    <section className="card booth-request" aria-labelledby="booth-request-title">
      <h2 id="booth-request-title">{entry ? EVENT_TEXT.ownBoothTitle : EVENT_TEXT.requestTitle}</h2>
      {entry ? (
        <p className="booth-request__status" role="status">
          {EVENT_TEXT.ownBooth(entry.booth, entry.status)}
        </p>
      ) : (
        <p className="booth-request__hint">{EVENT_TEXT.requestHint}</p>
      )}
      {canRequest && vendorId !== null && (
        <BoothForm eventId={event.id} vendorId={vendorId} current={entry?.booth} />
      )}
    </section>
  )
}

function BoothForm({
  eventId,
  vendorId,
  current,
}: {
  eventId: number
  vendorId: number
  current: string | undefined
}) {
  const api = useApi()
  const queryClient = useQueryClient()
  const booth = useBoothNumber(current ?? '')
  const [sending, setSending] = useState(false)
  const send = useSingleSubmit(async () => {
    const checked = v.safeParse(BoothSchema, booth.value)
    if (!checked.success) return booth.setError(checked.issues[0].message)
    setSending(true)
    try {
      await answerOf(
        api.rpc.events[':id'].exhibitors[':vendorId'].$put({
          param: { id: String(eventId), vendorId: String(vendorId) },
          json: { booth: checked.output },
        }),
      )
      showToast(EVENT_TEXT.requested)
      await queryClient.invalidateQueries({ queryKey: eventKeys.all })
    } catch (refusal) {
      const refused = fieldErrorsOf(refusal)
      booth.setError(
        refusal instanceof NetworkError
          ? OFFLINE_TEXT.needsNetwork
          : (refused.booth?.[0] ?? refused.base?.[0] ?? EVENT_TEXT.requestFailed),
      )
    } finally {
      setSending(false)
    }
  })
  return (
    <form
      className="booth-number-form"
      aria-label={EVENT_TEXT.requestTitle}
      onSubmit={(submit) => {
        submit.preventDefault()
        void send()
      }}
    >
      <BoothNumberField value={booth.value} error={booth.error} onChange={booth.onChange} />
      <IonButton type="submit" disabled={sending}>
        {current ? EVENT_TEXT.changeBooth : EVENT_TEXT.requestBooth}
      </IonButton>
    </form>
  )
}
