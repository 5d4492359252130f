import './video-list-field.css'
import './forms/forms.css'
import { Field, type FieldValues, setValue } from '@modular-forms/react'
import type { ReadonlySignal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { useId, useState } from 'react'
import { VIDEO_MESSAGES, VIDEOS_MAX } from '../../domain/videos.ts'
import { type BoundField, listFormOf } from './forms/bound-field.ts'
import { VideoModal } from './video-modal.tsx'

/**
 * The videos of a company or a tactic: added through the video modal, at most four
 * (docs/spec/marketplace.md §5 Video).
 */
export function VideoListField<TValues extends FieldValues>({ of, name }: BoundField<TValues>) {
  const form = listFormOf(of)
  return (
    <Field of={form} name={name as string} type="string[]">
      {(field) => (
        <VideoList field={field} onChange={(next) => setValue(form, name as string, next)} />
      )}
    </Field>
  )
}

type Props = {
  field: {
    value: ReadonlySignal<string[] | null | undefined>
    error: ReadonlySignal<string>
  }
  onChange: (videos: string[]) => void
}

function VideoList({ field, onChange }: Props) {
  useSignals()
  const videos = field.value.value ?? []
  const error = field.error.value || undefined
  const id = useId()
  const [adding, setAdding] = useState(false)
  const full = videos.length >= VIDEOS_MAX
  return (
    <fieldset className="form-group video-list-field" aria-describedby={`${id}-message`}>
      <legend>Videos</legend>
      {videos.length > 0 && (
        <ul className="video-list-field__items">
          {videos.map((url, index) => (
            <li key={url} className="video-list-field__item">
              <a href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </a>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove video ${index + 1}`}
                onClick={() => onChange(videos.filter((other) => other !== url))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="btn btn--outline"
        disabled={full}
        title={full ? VIDEO_MESSAGES.tooMany : undefined}
        onClick={() => setAdding(true)}
      >
        Add video
      </button>
      <p id={`${id}-message`} className={error ? 'form-field__error' : 'form-field__hint'}>
        {error ?? (full ? VIDEO_MESSAGES.tooMany : `YouTube or Vimeo links, up to ${VIDEOS_MAX}.`)}
      </p>
      <VideoModal
        isOpen={adding}
        onAdd={(url) => onChange(videos.includes(url) ? [...videos] : [...videos, url])}
        onClose={() => setAdding(false)}
      />
    </fieldset>
  )
}
