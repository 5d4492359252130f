import { IonButton } from '@ionic/react'
import { useState } from 'react'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { nameProblem } from './shortlist-name.ts'
import { ShortlistNameField } from './shortlist-name-field.tsx'
import { SHORTLIST_TEXT } from './shortlist-texts.ts'
import { renameWrite } from './shortlist-writes.ts'
import { useShownShortlists } from './shown-shortlists.ts'
import { toldWrite } from './told-write.ts'
import { useShortlistWrite } from './use-shortlist-writes.ts'

type Props = { list: { id: number; name: string }; onClose: () => void }

/** Rename a list (its owner only, §1): 1 to 60 characters, unique among the owner's lists. */
export default function RenameModal({ list, onClose }: Props) {
  const ownNames = (useShownShortlists().shown ?? []).filter((l) => l.own).map((l) => l.name)
  const write = useShortlistWrite()
  const [isOpen, setOpen] = useState(true)
  const [name, setName] = useState(list.name)
  const [error, setError] = useState<string | null>(null)

  async function rename() {
    const problem = nameProblem(name, ownNames, list.name)
    setError(problem)
    if (problem) return
    try {
      const done = await toldWrite(
        () => write(renameWrite(list.id, list.name, name.trim())),
        SHORTLIST_TEXT.renamed,
        { rethrow422: true },
      )
      if (done) setOpen(false)
    } catch (refusal) {
      setError(fieldErrorsOf(refusal).name?.[0] ?? SHORTLIST_TEXT.failed)
    }
  }

  return (
    <AppModal
      isOpen={isOpen}
      title={SHORTLIST_TEXT.renameTitle}
      onClose={onClose}
      sheetHeight="content"
    >
      <form
        aria-label={SHORTLIST_TEXT.renameTitle}
        onSubmit={(event) => {
          event.preventDefault()
          void rename()
        }}
      >
        <ShortlistNameField
          label={SHORTLIST_TEXT.name}
          value={name}
          error={error}
          onChange={(value) => {
            setName(value)
            setError(null)
          }}
        />
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={() => setOpen(false)}>
            {SHORTLIST_TEXT.cancel}
          </IonButton>
          <IonButton type="submit">{SHORTLIST_TEXT.save}</IonButton>
        </div>
      </form>
    </AppModal>
  )
}
