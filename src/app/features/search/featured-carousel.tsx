import { Link } from '@tanstack/react-router'
import { pause, play } from 'ionicons/icons'
import { useEffect, useRef, useState } from 'react'
import { VendorLogo } from '../../ui/vendor-logo.tsx'
import { useFeaturedSlider } from './featured-slider-query.ts'

const AUTOPLAY_MS = 5000

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Featured tactics, up to 5 at once (fewer when fewer fit or exist), advancing by one on a timer.
 * It waits while pointed at or focused, does not start for reduced-motion users, and has a
 * pause control (WCAG 2.2.2).
 */
export function FeaturedCarousel() {
  const { data } = useFeaturedSlider()
  const items = data?.featured_data ?? []
  const track = useRef<HTMLUListElement>(null)
  const [playing, setPlaying] = useState(() => !prefersReducedMotion())
  const [held, setHeld] = useState(false)

  useEffect(() => {
    if (!playing || held || items.length < 2) return
    const timer = setInterval(() => {
      const el = track.current
      const slide = el?.firstElementChild as HTMLElement | null
      if (!el || !slide) return
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4
      el.scrollTo({ left: atEnd ? 0 : el.scrollLeft + slide.offsetWidth, behavior: 'smooth' })
    }, AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [playing, held, items.length])

  if (items.length === 0) return null
  return (
    <section
      className="featured"
      aria-labelledby="featured-title"
      aria-roledescription="carousel"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="featured__bar">
        <h2 id="featured-title" className="section-title">
          Featured tactics
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={playing ? 'Pause featured tactics' : 'Play featured tactics'}
          onClick={() => setPlaying(!playing)}
        >
          <img src={playing ? pause : play} alt="" width="20" height="20" />
        </button>
      </div>
      <ul
        ref={track}
        className="featured__track"
        style={{ '--slides': Math.min(items.length, 5) } as React.CSSProperties}
      >
        {items.map((item) => (
          <li key={item.tactic_id} className="featured__slide" aria-roledescription="slide">
            <Link
              to="/company/$vendorId/tactics/$tacticId"
              params={{ vendorId: item.vendor_id, tacticId: item.tactic_id }}
              className="featured__link"
            >
              <VendorLogo
                className="featured__logo"
                logo={item.vendor_image}
                name={item.vendor_name}
                size="medium"
                lazy
                decorative
              />
              <span className="featured__tactic">{item.tactic_name}</span>
              <span className="featured__vendor">{item.vendor_name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
