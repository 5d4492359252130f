import { IonButton, IonItem, IonLabel, IonList } from '@ionic/react'
import { ApiError, fieldErrorsOf, firstErrorMessage } from '../../api/api-client.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { InputBox } from '../../ui/forms/input-box.tsx'
import { correctedValues, editableFields } from './editable-fields.ts'
import { currentOutbox } from './outbox-instance.ts'
import { type OutboxItem, outboxId } from './outbox-item.ts'
import { OUTBOX_TEXT } from './outbox-texts.ts'

const when = (time: number) =>
  new Date(time).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** A refused submission as its form again, with the server's messages under the fields. */
function CorrectionForm({ item }: { item: OutboxItem }) {
  const fields = editableFields(item.submission)
  const refusal = new ApiError(422, item.answer)
  const errors = fieldErrorsOf(refusal)
  const id = outboxId(item)
  const message = firstErrorMessage(refusal)
  return (
    <form
      className="outbox-fix"
      aria-label={`${OUTBOX_TEXT.fix}: ${item.submission.summary}`}
      onSubmit={(event) => {
        event.preventDefault()
        const values = correctedValues(fields, new FormData(event.currentTarget))
        void currentOutbox()?.resend(id, values)
      }}
    >
      {!fields.some((f) => errors[f.name]) && message && (
        <p className="form-field__error">{message}</p>
      )}
      {fields.map((field) => {
        return (
          <InputBox
            key={field.name}
            name={field.name}
            defaultValue={field.value}
            label={field.label}
            rows={field.long ? 4 : undefined}
            error={errors[field.name]?.[0]}
          />
        )
      })}
      {/* A file (a booth photo) has no field to edit here: it is sent again as it is. */}
      <IonButton type="submit">
        {fields.length > 0 ? OUTBOX_TEXT.fix : OUTBOX_TEXT.sendAgain}
      </IonButton>
    </form>
  )
}

type Props = { items: OutboxItem[]; onClose: () => void }

/** The user's kept submissions, oldest first, each with its state and a way out. */
export default function OutboxModal({ items, onClose }: Props) {
  return (
    <AppModal
      isOpen
      title={OUTBOX_TEXT.title}
      onClose={onClose}
      sheetHeight="content"
      className="outbox-modal"
    >
      {items.length === 0 ? (
        <p>{OUTBOX_TEXT.empty}</p>
      ) : (
        <>
          <p className="outbox-modal__intro">{OUTBOX_TEXT.intro}</p>
          <IonList>
            {items.map((item) => (
              <IonItem key={outboxId(item)}>
                <IonLabel className="ion-text-wrap">
                  <div className="item-columns outbox-entry">
                    <div className="item-columns__cell">
                      <strong>{item.submission.summary}</strong>
                      <span className="item-columns__muted">
                        {OUTBOX_TEXT.state[item.state]} · {when(item.createdAt)}
                      </span>
                    </div>
                    <IonButton
                      fill="outline"
                      disabled={item.state === 'sending'}
                      aria-label={`${OUTBOX_TEXT.cancel}: ${item.submission.summary}`}
                      onClick={() => void currentOutbox()?.cancel(outboxId(item))}
                    >
                      {OUTBOX_TEXT.cancel}
                    </IonButton>
                  </div>
                  {item.state === 'refused' && <CorrectionForm item={item} />}
                </IonLabel>
              </IonItem>
            ))}
          </IonList>
        </>
      )}
    </AppModal>
  )
}
