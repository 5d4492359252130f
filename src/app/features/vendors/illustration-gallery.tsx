import { chevronBack, chevronForward } from 'ionicons/icons'
import { AppModal } from '../../ui/app-modal.tsx'
import { Icon } from '../../ui/icon.tsx'
import type { Illustration } from './tactic-illustrations.tsx'

type Props = {
  images: Illustration[]
  /** The picture shown; null when the gallery is closed. */
  index: number | null
  onIndex: (index: number) => void
  onClose: () => void
  label: (item: Illustration) => string
  /** Wide screens page through the pictures; phones preview one. */
  wide: boolean
}

/** The tactic's pictures in a dialog (docs/spec/marketplace.md §2). */
export function IllustrationGallery({ images, index, onIndex, onClose, label, wide }: Props) {
  return (
    <AppModal
      isOpen={index !== null}
      title={wide ? 'Illustrations' : 'Illustration preview'}
      onClose={onClose}
      className="illustration-modal"
    >
      {index !== null && images[index] && (
        <Gallery images={images} index={index} onIndex={onIndex} label={label} navigation={wide} />
      )}
    </AppModal>
  )
}

type GalleryProps = {
  images: Illustration[]
  index: number
  onIndex: (index: number) => void
  label: (item: Illustration) => string
  navigation: boolean
}

function Gallery({ images, index, onIndex, label, navigation }: GalleryProps) {
  const image = images[index] as Illustration
  const count = images.length
  return (
    <figure className="gallery">
      <img src={image.url} alt={label(image)} />
      <figcaption>
        {index + 1} of {count}
      </figcaption>
      {navigation && count > 1 && (
        <div className="gallery__nav">
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => onIndex((index - 1 + count) % count)}
          >
            <Icon icon={chevronBack} /> Previous
          </button>
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => onIndex((index + 1) % count)}
          >
            Next <Icon icon={chevronForward} />
          </button>
        </div>
      )}
    </figure>
  )
}
