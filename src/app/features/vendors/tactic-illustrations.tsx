import { IonIcon } from '@ionic/react'
import { chevronBack, chevronForward, documentTextOutline } from 'ionicons/icons'
import { useEffect, useState } from 'react'
import { AppModal } from '../../ui/app-modal.tsx'
import { SizedImage } from '../../ui/sized-image.tsx'
import { useMediaQuery } from '../../ui/use-media-query.ts'
import type { TacticDetail } from './get-tactic.ts'

type Illustration = TacticDetail['illustrations'][number]

/** Below 576 px the illustrations are a slider with a preview; above, thumbnails and a gallery. */
const WIDE = '(min-width: 576px)'
/** The square tiles: half the screen at most in the phone's slider, about 200 px on wider ones. */
const THUMBNAIL_SIZES = '(max-width: 575.98px) 50vw, 200px'

export function TacticIllustrations({ items, name }: { items: Illustration[]; name: string }) {
  const wide = useMediaQuery(WIDE)
  const [open, setOpen] = useState<number | null>(null)
  const images = items.filter((item) => item.kind !== 'pdf')
  const label = (item: Illustration) => `${name}: illustration ${items.indexOf(item) + 1}`

  // The gallery closes itself when the width falls below 576 px (docs/spec/marketplace.md §2).
  useEffect(() => {
    if (!wide) setOpen(null)
  }, [wide])
  const galleryIndex = open

  return (
    <>
      <ul
        className={
          wide ? 'illustrations illustrations--thumbs' : 'illustrations illustrations--slider'
        }
      >
        {items.map((item) => (
          <li key={item.id}>
            {item.kind === 'pdf' ? (
              <a
                className="document-tile"
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <IonIcon icon={documentTextOutline} aria-hidden="true" />
                <span>{label(item)} (PDF, opens in a new tab)</span>
              </a>
            ) : (
              <button
                type="button"
                className="illustration-button"
                onClick={() => setOpen(images.indexOf(item))}
                aria-label={`Open ${label(item)}`}
              >
                <SizedImage
                  src={item.url}
                  alt=""
                  width={200}
                  height={200}
                  sizes={THUMBNAIL_SIZES}
                  loading="lazy"
                />
              </button>
            )}
          </li>
        ))}
      </ul>
      <AppModal
        isOpen={galleryIndex !== null}
        title={wide ? 'Illustrations' : 'Illustration preview'}
        onClose={() => setOpen(null)}
        className="illustration-modal"
      >
        {galleryIndex !== null && images[galleryIndex] && (
          <Gallery
            images={images}
            index={galleryIndex}
            onIndex={setOpen}
            label={label}
            navigation={wide}
          />
        )}
      </AppModal>
    </>
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
            className="button button--outline"
            onClick={() => onIndex((index - 1 + count) % count)}
          >
            <IonIcon icon={chevronBack} aria-hidden="true" /> Previous
          </button>
          <button
            type="button"
            className="button button--outline"
            onClick={() => onIndex((index + 1) % count)}
          >
            Next <IonIcon icon={chevronForward} aria-hidden="true" />
          </button>
        </div>
      )}
    </figure>
  )
}
