import { IonButton, IonCheckbox, IonItem, IonList } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ShortlistPerson } from '#domain/shortlists.ts'
import { NetworkError } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { colleaguesQuery } from './shortlist-queries.ts'
import { personName, SHORTLIST_TEXT } from './shortlist-texts.ts'
import { shareWrite } from './shortlist-writes.ts'
import { toldWrite } from './told-write.ts'
import { useShortlistWrite } from './use-shortlist-writes.ts'

type Props = {
  list: { id: number; name: string; members: ShortlistPerson[] }
  onClose: () => void
}

/** Share (§1): the owner picks colleagues of their company from a list. */
export default function ShareSheet({ list, onClose }: Props) {
  const colleagues = useQuery(colleaguesQuery(useApi(), list.id))
  const write = useShortlistWrite()
  const [isOpen, setOpen] = useState(true)
  const [picked, setPicked] = useState<Set<number>>(() => new Set(list.members.map((m) => m.id)))
  const people = colleagues.data?.colleagues ?? []

  async function share() {
    const members = people.filter((person) => picked.has(person.id))
    const done = await toldWrite(() => write(shareWrite(list, members)), SHORTLIST_TEXT.shared)
    if (done) setOpen(false)
  }

  return (
    <AppModal
      isOpen={isOpen}
      title={SHORTLIST_TEXT.shareTitle}
      onClose={onClose}
      sheetHeight="content"
      className="share-sheet"
    >
      <form
        aria-label={SHORTLIST_TEXT.shareTitle}
        onSubmit={(event) => {
          event.preventDefault()
          void share()
        }}
      >
        <p>{SHORTLIST_TEXT.shareHint}</p>
        {colleagues.isPending ? (
          <p className="skeleton skeleton--line" aria-busy="true" />
        ) : colleagues.isError ? (
          <p className="empty-state">
            {colleagues.error instanceof NetworkError
              ? OFFLINE_TEXT.needsNetwork
              : SHORTLIST_TEXT.failed}
          </p>
        ) : people.length === 0 ? (
          <p className="empty-state">{SHORTLIST_TEXT.noColleagues}</p>
        ) : (
          <IonList lines="full" aria-label={SHORTLIST_TEXT.shareTitle}>
            {people.map((person) => (
              <IonItem key={person.id}>
                <IonCheckbox
                  labelPlacement="end"
                  justify="start"
                  checked={picked.has(person.id)}
                  onIonChange={(event) => {
                    const next = new Set(picked)
                    if (event.detail.checked) next.add(person.id)
                    else next.delete(person.id)
                    setPicked(next)
                  }}
                >
                  <span className="share-sheet__person">
                    {personName(person)}
                    <span className="share-sheet__email">{person.email}</span>
                  </span>
                </IonCheckbox>
              </IonItem>
            ))}
          </IonList>
        )}
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={() => setOpen(false)}>
            {SHORTLIST_TEXT.cancel}
          </IonButton>
          <IonButton type="submit" disabled={!colleagues.isSuccess}>
            {SHORTLIST_TEXT.share}
          </IonButton>
        </div>
      </form>
    </AppModal>
  )
}
