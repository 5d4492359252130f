import { type FieldStore, type FormStore, setValue } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useId, useState } from 'react'
import { VIDEO_MESSAGES, VIDEOS_MAX } from '../../../domain/videos.ts'
import type { CompanyFormValues } from './company-form-values.ts'
import { VideoModal } from './video-modal.tsx'

type Props = {
  form: FormStore<CompanyFormValues, undefined>
  field: FieldStore<CompanyFormValues, 'videos'>
}

/** The company's videos: added through the video modal, at most four (marketplace.md §5). */
export function VideoListField({ form, field }: Props) {
  useSignals()
  const videos = field.value.value ?? []
  const error = field.error.value || undefined
  const onChange = (next: string[]) => setValue(form, 'videos', next)
  const id = useId()
  const [adding, setAdding] = useState(false)
  const full = videos.length >= VIDEOS_MAX
  return (
    <fieldset className="filter-group video-list" aria-describedby={`${id}-message`}>
      <legend>Videos</legend>
      {videos.length > 0 && (
        <ul className="video-list__items">
          {videos.map((url, index) => (
            <li key={url} className="video-list__item">
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
        className="button button--outline"
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
