import { useQuery } from '@tanstack/react-query'
import { chevronBack, chevronForward } from 'ionicons/icons'
import { useId, useRef } from 'react'
import { useApi } from '../../api/use-api.ts'
import { Icon } from '../../ui/icon.tsx'
import { SizedImage } from '../../ui/sized-image.tsx'
import { useHydrated } from '../../ui/use-hydrated.ts'
import { type SliderKind, sliderImagesQuery } from './slider-images-query.ts'

type Props = { kind: SliderKind; title: string; logoAlt: string }

/** A row of logos that scrolls by a page: 4 a page, fewer on narrow screens (docs/spec/marketplace.md §9). */
export function LogoSlider({ kind, title, logoAlt }: Props) {
  const titleId = useId()
  const track = useRef<HTMLUListElement>(null)
  const query = useQuery(sliderImagesQuery(useApi(), kind))
  // The pre-rendered landing page has placeholders: logos saved on the device come after it.
  const hydrated = useHydrated()
  const data = hydrated ? query.data : undefined
  const isError = hydrated && query.isError
  const urls = data?.image_urls ?? []

  // Offline with no logos saved: the row of grey placeholders would never fill.
  if (isError && !data) return null

  const scrollByPage = (direction: 1 | -1) => {
    const el = track.current
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' })
  }

  return (
    <section className="logo-slider" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      <div className="logo-slider__frame">
        <button
          type="button"
          className="icon-button"
          aria-label={`Previous ${title}`}
          onClick={() => scrollByPage(-1)}
        >
          <Icon icon={chevronBack} size={24} />
        </button>
        <ul
          ref={track}
          className="logo-slider__track"
          aria-busy={!data && !isError}
          aria-label={title}
          // Scrollable, so keyboard users must be able to reach it to scroll with the arrow keys.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable
          tabIndex={0}
        >
          {data
            ? urls.map((url) => (
                <li key={url} className="logo-slider__item">
                  <SizedImage
                    src={url}
                    alt={logoAlt}
                    width={120}
                    height={120}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))
            : Array.from({ length: 4 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={i} className="logo-slider__item logo-slider__item--placeholder" />
              ))}
        </ul>
        <button
          type="button"
          className="icon-button"
          aria-label={`Next ${title}`}
          onClick={() => scrollByPage(1)}
        >
          <Icon icon={chevronForward} size={24} />
        </button>
      </div>
    </section>
  )
}
