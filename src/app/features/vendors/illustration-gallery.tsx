import { IonButton, IonIcon } from '@ionic/react'
import { chevronBack, chevronForward } from 'ionicons/icons'
import { type TouchEvent, useRef } from 'react'
import { AppModal } from '../../ui/app-modal.tsx'
import type { Illustration } from './tactic-illustrations.tsx'

type Props = {
  images: Illustration[]
  /** The picture shown; null when the gallery is closed. */
  index: number | null
  onIndex: (index: number) => void
  onClose: () => void
  label: (item: Illustration) => string
  /** Wide screens show a gallery dialog; phones a preview sheet as tall as the picture. */
  wide: boolean
}

/** The tactic's pictures in a dialog (docs/spec/marketplace.md §2). */
export function IllustrationGallery({ images, index, onIndex, onClose, label, wide }: Props) {
  return (
    <AppModal
      isOpen={index !== null}
      title={wide ? 'Illustrations' : 'Illustration preview'}
      onClose={onClose}
      sheetHeight="content"
      className="illustration-modal"
    >
      {index !== null && images[index] && (
        <Gallery images={images} index={index} onIndex={onIndex} label={label} />
      )}
    </AppModal>
  )
}

type GalleryProps = {
  images: Illustration[]
  index: number
  onIndex: (index: number) => void
  label: (item: Illustration) => string
}

/** A horizontal move of at least this many pixels over the picture turns the page. */
const SWIPE = 40

function Gallery({ images, index, onIndex, label }: GalleryProps) {
  const image = images[index] as Illustration
  const count = images.length
  const previous = () => onIndex((index - 1 + count) % count)
  const next = () => onIndex((index + 1) % count)
  const touchStart = useRef<number | null>(null)
  const swipe = (event: TouchEvent) => {
    const start = touchStart.current
    const end = event.changedTouches[0]?.clientX
    touchStart.current = null
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE) return
    if (end < start) next()
    else previous()
  }
  return (
    <figure className="gallery">
      <img
        src={image.url}
        alt={label(image)}
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null
        }}
        onTouchEnd={count > 1 ? swipe : undefined}
      />
      <figcaption aria-live="polite">
        {index + 1} of {count}
      </figcaption>
      {count > 1 && (
        <div className="gallery__nav">
          <IonButton fill="outline" onClick={previous}>
            <IonIcon slot="start" icon={chevronBack} aria-hidden="true" />
            Previous
          </IonButton>
          <IonButton fill="outline" onClick={next}>
            Next
            <IonIcon slot="end" icon={chevronForward} aria-hidden="true" />
          </IonButton>
        </div>
      )}
    </figure>
  )
}
