import { IonIcon, IonSpinner } from '@ionic/react'
import { close, documentTextOutline } from 'ionicons/icons'
import { useEffect, useId, useRef, useState } from 'react'
import { ILLUSTRATIONS_MAX, TACTIC_MESSAGES } from '#domain/tactic-schemas.ts'
import { RoundIconButton } from '../../ui/round-icon-button.tsx'
import { SizedImage } from '../../ui/sized-image.tsx'
import { ILLUSTRATION_ACCEPT, isIllustrationFile } from './illustration-files.ts'

/** An illustration shown in the form: a stored one (url) or a file still to be sent. */
export type IllustrationItem = {
  key: string
  name: string
  kind: 'image' | 'pdf'
  url?: string
  file?: File
}

type Props = {
  items: readonly IllustrationItem[]
  onAdd: (file: File) => void
  onRemove: (item: IllustrationItem) => void
  /** An upload or a deletion is under way (edit mode). */
  busy?: boolean
  /** A server message about the illustrations. */
  error?: string
}

/** Up to 5 png, jpg, jpeg or pdf illustrations (docs/spec/marketplace.md §5), each removable. */
export function IllustrationsField({ items, onAdd, onRemove, busy = false, error }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [formatError, setFormatError] = useState(false)
  const full = items.length >= ILLUSTRATIONS_MAX
  const message = formatError ? TACTIC_MESSAGES.illustrationFormat : error
  return (
    <fieldset
      className="form-group illustrations-field"
      aria-describedby={`${id}-note`}
      aria-busy={busy}
    >
      <legend>Illustrations</legend>
      {items.length > 0 && (
        <ul className="illustration-tiles">
          {items.map((item) => (
            <li key={item.key} className="illustration-tile">
              <IllustrationPreview item={item} />
              <span className="illustration-tile__name">{item.name}</span>
              <RoundIconButton
                icon={close}
                className="illustration-tile__remove"
                label={`Delete illustration ${item.name}`}
                disabled={busy}
                onClick={() => onRemove(item)}
              />
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={ILLUSTRATION_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (!file) return
          setFormatError(!isIllustrationFile(file))
          if (isIllustrationFile(file)) onAdd(file)
        }}
      />
      <button
        type="button"
        className="btn btn--outline"
        disabled={full || busy}
        title={full ? TACTIC_MESSAGES.illustrationsMax : undefined}
        onClick={() => input.current?.click()}
      >
        {busy && <IonSpinner name="crescent" aria-hidden="true" />}
        Add illustration
      </button>
      {message ? (
        <p id={`${id}-note`} className="form-field__error" role="alert">
          {message}
        </p>
      ) : (
        <p id={`${id}-note`} className="form-field__hint">
          {full ? TACTIC_MESSAGES.illustrationsMax : 'PNG, JPG or PDF, up to 5 files'}
        </p>
      )}
    </fieldset>
  )
}

function IllustrationPreview({ item }: { item: IllustrationItem }) {
  const [local, setLocal] = useState<string | null>(null)
  useEffect(() => {
    if (!item.file || item.kind !== 'image') return
    const url = URL.createObjectURL(item.file)
    setLocal(url)
    return () => URL.revokeObjectURL(url)
  }, [item])
  const src = item.url ?? local
  if (item.kind === 'pdf' || !src)
    return (
      <IonIcon icon={documentTextOutline} className="illustration-tile__icon" aria-hidden="true" />
    )
  return (
    <SizedImage
      src={src}
      alt=""
      width={160}
      height={80}
      sizes="200px"
      className="illustration-tile__image"
    />
  )
}
