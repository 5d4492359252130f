import { IonIcon } from '@ionic/react'
import {
  Field,
  type FieldElementProps,
  type FieldStore,
  type FormStore,
  setValue,
} from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { close } from 'ionicons/icons'
import { useId, useState } from 'react'
import { isVideoUrl, VIDEO_MESSAGES, VIDEO_URL_MAX, VIDEOS_MAX } from '../../../domain/videos.ts'
import { AddEntryInput } from './add-entry-input.tsx'
import type { TacticFormValues } from './tactic-form-values.ts'

type Props = { form: FormStore<TacticFormValues, undefined> }

/** YouTube watch or Vimeo links, at most 4 (marketplace.md §5 Video), added one at a time. */
export function VideosField({ form }: Props) {
  return (
    <Field of={form} name="videos" type="string[]">
      {(field, props) => <VideoList form={form} field={field} props={props} />}
    </Field>
  )
}

type ListProps = Props & {
  field: FieldStore<TacticFormValues, 'videos'>
  props: FieldElementProps<TacticFormValues, 'videos'>
}

function VideoList({ form, field, props }: ListProps) {
  useSignals()
  const id = useId()
  const [draft, setDraft] = useState('')
  const [invalid, setInvalid] = useState(false)
  const videos = field.value.value ?? []
  const full = videos.length >= VIDEOS_MAX
  const error = invalid ? VIDEO_MESSAGES.invalid : field.error.value
  const add = () => {
    const url = draft.trim()
    if (!isVideoUrl(url)) return setInvalid(true)
    if (!videos.includes(url)) setValue(form, 'videos', [...videos, url])
    setDraft('')
  }
  return (
    <div className="form-field videos-field">
      <label htmlFor={id}>Video URL (YouTube or Vimeo)</label>
      {videos.length > 0 && (
        <ul className="video-list" aria-label="Videos">
          {videos.map((url) => (
            <li key={url}>
              <span className="video-list__url">{url}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove video ${url}`}
                onClick={() =>
                  setValue(
                    form,
                    'videos',
                    videos.filter((other) => other !== url),
                  )
                }
              >
                <IonIcon icon={close} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddEntryInput
        id={id}
        inputRef={props.ref}
        type="url"
        inputMode="url"
        value={draft}
        maxLength={VIDEO_URL_MAX}
        placeholder="https://www.youtube.com/watch?v=…"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(value) => {
          setDraft(value)
          setInvalid(false)
        }}
        onAdd={add}
        buttonLabel="Add video"
        full={full}
        fullTitle={VIDEO_MESSAGES.tooMany}
      />
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="form-field__hint">
          {full ? VIDEO_MESSAGES.tooMany : `Up to ${VIDEOS_MAX} videos`}
        </p>
      )}
    </div>
  )
}
