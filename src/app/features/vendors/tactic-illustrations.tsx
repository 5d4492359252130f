import { documentTextOutline } from 'ionicons/icons'
import { Suspense, useEffect, useState } from 'react'
import { retryableLazy } from '../../offline/retryable-lazy.ts'
import { Icon } from '../../ui/icon.tsx'
import { SizedImage } from '../../ui/sized-image.tsx'
import { useMediaQuery } from '../../ui/use-media-query.ts'
import type { TacticDetail } from './get-tactic.ts'

export type Illustration = TacticDetail['illustrations'][number]

const IllustrationGallery = retryableLazy(() =>
  import('./illustration-gallery.tsx').then((module) => ({ default: module.IllustrationGallery })),
)

/** Below 576 px the illustrations are a slider with a preview; above, thumbnails and a gallery. */
const WIDE = '(min-width: 576px)'
/** The square tiles: half the screen at most in the phone's slider, about 200 px on wider ones. */
const THUMBNAIL_SIZES = '(max-width: 575.98px) 50vw, 200px'

export function TacticIllustrations({ items, name }: { items: Illustration[]; name: string }) {
  const wide = useMediaQuery(WIDE)
  const [open, setOpen] = useState<number | null>(null)
  // The gallery's code (an Ionic modal) loads when it is first opened.
  const [opened, setOpened] = useState(false)
  const images = items.filter((item) => item.kind !== 'pdf')
  const label = (item: Illustration) => `${name}: illustration ${items.indexOf(item) + 1}`

  // The gallery closes itself when the width falls below 576 px (docs/spec/marketplace.md §2).
  useEffect(() => {
    if (!wide) setOpen(null)
  }, [wide])

  return (
    <>
      <ul
        className={wide ? 'plain-list illustrations--thumbs' : 'plain-list illustrations--slider'}
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
                <Icon icon={documentTextOutline} size={36} />
                <span>{label(item)} (PDF, opens in a new tab)</span>
              </a>
            ) : (
              <button
                type="button"
                className="illustration-button"
                onClick={() => {
                  setOpened(true)
                  setOpen(images.indexOf(item))
                }}
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
      {opened && (
        <Suspense fallback={null}>
          <IllustrationGallery
            images={images}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
            label={label}
            wide={wide}
          />
        </Suspense>
      )}
    </>
  )
}
