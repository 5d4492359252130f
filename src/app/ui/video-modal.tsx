import { IonButton } from '@ionic/react'
import { type FormEvent, useState } from 'react'
import * as v from 'valibot'
import { VIDEO_URL_MAX, videoUrlField } from '../../domain/videos.ts'
import { AppModal } from './app-modal.tsx'
import { InputBox } from './forms/input-box.tsx'

export const VIDEO_MODAL_TEXT = {
  title: 'Add video',
  hint: 'A YouTube watch link or a Vimeo link.',
} as const

type Props = { isOpen: boolean; onAdd: (url: string) => void; onClose: () => void }

/** Asks for one YouTube watch or Vimeo link (docs/spec/marketplace.md §5 Video). */
export function VideoModal({ isOpen, onAdd, onClose }: Props) {
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setUrl('')
    setError(null)
    onClose()
  }

  const add = (event: FormEvent) => {
    event.preventDefault()
    // React bubbles the submit through the modal to the form around it.
    event.stopPropagation()
    const result = v.safeParse(videoUrlField(), url)
    if (!result.success) {
      setError(result.issues[0].message)
      return
    }
    onAdd(result.output)
    close()
  }

  return (
    <AppModal isOpen={isOpen} title={VIDEO_MODAL_TEXT.title} onClose={close} sheetHeight="content">
      <form onSubmit={add} noValidate>
        <InputBox
          label="Video link"
          type="url"
          inputMode="url"
          value={url}
          maxLength={VIDEO_URL_MAX}
          placeholder="https://www.youtube.com/watch?v=…"
          hint={VIDEO_MODAL_TEXT.hint}
          error={error}
          onValue={(typed) => {
            setUrl(typed)
            setError(null)
          }}
        />
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={close}>
            Cancel
          </IonButton>
          <IonButton type="submit">Add</IonButton>
        </div>
      </form>
    </AppModal>
  )
}
