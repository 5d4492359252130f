import { IonButton } from '@ionic/react'
import { useState } from 'react'
import { SHORTLIST_NOTE_MAX } from '#domain/shortlists.ts'
import { CountedTextField } from '../../ui/forms/counted-text-field.tsx'
import { TacticCard, VendorCard } from '../../ui/result-cards.tsx'
import type { ResizedPhoto } from './photo-resize.ts'
import { ShortlistItemPhoto } from './shortlist-item-photo.tsx'
import type { ShownItem } from './shortlist-overlay.ts'
import { personName, SHORTLIST_TEXT } from './shortlist-texts.ts'
import { type ItemView, tacticItemView, vendorItemView } from './shortlist-writes.ts'

/** What a write about an item needs of it. */
export const viewOf = (item: ShownItem): ItemView =>
  item.kind === 'vendor' ? vendorItemView(item.vendor) : tacticItemView(item.tactic)

type Props = {
  item: ShownItem
  shortlistId: number
  onNote: (note: string) => Promise<boolean>
  onRemove: () => void
  onPhoto: (photo: ResizedPhoto, refused: (message: string) => void) => Promise<boolean>
  onRemovePhoto: () => void
}

/**
 * An item as search shows it, with who added it, its booth photo (§6), its note ("Add a note")
 * and Remove (§1).
 */
export function ShortlistItemCard({ item, shortlistId, onNote, onRemove, ...photo }: Props) {
  const [note, setNote] = useState(item.note)
  const [seen, setSeen] = useState(item.note)
  // A note written elsewhere (a colleague, another device) shows once this one is not being edited.
  if (item.note !== seen) {
    setSeen(item.note)
    if (note === seen) setNote(item.note)
  }
  const name = item.kind === 'vendor' ? item.vendor.name : item.tactic.tactic.name
  const changed = note.trim() !== item.note
  const tools = (
    <div className="shortlist-item">
      <p className="shortlist-item__meta">
        <span>
          {item.added_by
            ? SHORTLIST_TEXT.addedBy(personName(item.added_by))
            : SHORTLIST_TEXT.addedByUnknown}
        </span>
        {item.waiting && <span className="waiting-badge">{SHORTLIST_TEXT.waiting}</span>}
      </p>
      <ShortlistItemPhoto item={item} shortlistId={shortlistId} name={name} {...photo} />
      <form
        className="shortlist-item__note"
        aria-label={`${SHORTLIST_TEXT.addNote}: ${name}`}
        onSubmit={(event) => {
          event.preventDefault()
          if (note.length <= SHORTLIST_NOTE_MAX) void onNote(note.trim())
        }}
      >
        <CountedTextField
          label={SHORTLIST_TEXT.addNote}
          value={note}
          max={SHORTLIST_NOTE_MAX}
          rows={2}
          onValueChange={setNote}
        />
        <div className="shortlist-item__actions">
          {changed && <IonButton type="submit">{SHORTLIST_TEXT.saveNote}</IonButton>}
          <IonButton
            fill="outline"
            color="danger"
            aria-label={`${SHORTLIST_TEXT.remove} ${name}`}
            onClick={onRemove}
          >
            {SHORTLIST_TEXT.remove}
          </IonButton>
        </div>
      </form>
    </div>
  )
  return item.kind === 'vendor' ? (
    <VendorCard vendor={item.vendor} tools={tools} />
  ) : (
    <TacticCard item={item.tactic} tools={tools} />
  )
}
