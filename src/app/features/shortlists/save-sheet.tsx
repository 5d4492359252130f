import { IonButton, IonCheckbox, IonItem, IonList, IonNote } from '@ionic/react'
import { useState } from 'react'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { nameProblem } from './shortlist-name.ts'
import { ShortlistNameField } from './shortlist-name-field.tsx'
import { SHORTLIST_TEXT } from './shortlist-texts.ts'
import { createWrite, type ItemView, putItemWrite, removeItemWrite } from './shortlist-writes.ts'
import { useShownSaved, useShownShortlists } from './shown-shortlists.ts'
import { toldWrite } from './told-write.ts'
import { useShortlistWrite } from './use-shortlist-writes.ts'

type Props = { item: ItemView; onClose: () => void }

/** "Save to shortlist" (§1): the user's lists with a checkbox each, and "New shortlist" with Add. */
export default function SaveSheet({ item, onClose }: Props) {
  const lists = useShownShortlists().shown ?? []
  const saved = useShownSaved().find((entry) => entry.kind === item.kind && entry.id === item.id)
  const write = useShortlistWrite()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const ownNames = lists.filter((list) => list.own).map((list) => list.name)

  async function toggle(list: { id: number; name: string }, checked: boolean) {
    if (checked)
      await toldWrite(() => write(putItemWrite(list, item)), SHORTLIST_TEXT.savedTo(list.name))
    else
      await toldWrite(
        () => write(removeItemWrite(list, item)),
        SHORTLIST_TEXT.removedFrom(list.name),
      )
  }

  async function add() {
    const problem = nameProblem(name, ownNames)
    setError(problem)
    if (problem) return
    const wanted = name.trim()
    try {
      const done = await toldWrite(
        () => write(createWrite(wanted, item)),
        SHORTLIST_TEXT.savedTo(wanted),
        { rethrow422: true },
      )
      if (done) setName('')
    } catch (refusal) {
      const fields = fieldErrorsOf(refusal)
      setError(fields.name?.[0] ?? fields.base?.[0] ?? SHORTLIST_TEXT.failed)
    }
  }

  return (
    <AppModal
      isOpen
      title={SHORTLIST_TEXT.saveLabel}
      onClose={onClose}
      sheetHeight="content"
      className="save-sheet"
    >
      <p className="save-sheet__item">{item.name}</p>
      {lists.length > 0 && (
        <IonList lines="full" aria-label={SHORTLIST_TEXT.title}>
          {lists.map((list) => {
            const waitingToBeMade = list.id < 0
            return (
              <IonItem key={list.id}>
                <IonCheckbox
                  labelPlacement="end"
                  justify="start"
                  checked={saved?.shortlist_ids.includes(list.id) ?? false}
                  disabled={waitingToBeMade}
                  onIonChange={(event) => void toggle(list, event.detail.checked)}
                >
                  {list.name}
                </IonCheckbox>
                <IonNote slot="end" className="save-sheet__count">
                  {waitingToBeMade ? SHORTLIST_TEXT.waiting : SHORTLIST_TEXT.items(list.item_count)}
                </IonNote>
              </IonItem>
            )
          })}
        </IonList>
      )}
      <form
        className="save-sheet__new"
        onSubmit={(event) => {
          event.preventDefault()
          void add()
        }}
      >
        <ShortlistNameField
          label={SHORTLIST_TEXT.newShortlist}
          value={name}
          error={error}
          onChange={(value) => {
            setName(value)
            setError(null)
          }}
        />
        <IonButton type="submit" fill="outline" className="save-sheet__add">
          {SHORTLIST_TEXT.add}
        </IonButton>
      </form>
    </AppModal>
  )
}
