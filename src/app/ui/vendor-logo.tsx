import './vendor-logo.css'
import { useState } from 'react'
import { SizedImage } from './sized-image.tsx'

export const DEFAULT_LOGO = '/images/default-logo.svg'

/** Up to two letters of a name: "Brightshelf Media" -> "BM". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('')
}

/**
 * A vendor's logo, or the default image when it has none (docs/spec/marketplace.md §3). A logo that cannot
 * be loaded (offline and never cached) shows the vendor's initials instead of a broken image.
 */
export function VendorLogo({
  logo,
  name,
  size = 'large',
  className,
  lazy = false,
  decorative = false,
}: Props) {
  const [missing, setMissing] = useState<string | null>(null)
  const src = logo ?? DEFAULT_LOGO
  const side = size === 'large' ? 120 : size === 'small' ? 56 : 64
  const classes = className ?? `vendor-logo vendor-logo--${size}`
  if (missing === src) {
    return (
      <span
        className={`${classes} initials-tile`}
        style={{ width: side, height: side, fontSize: side / 2.6 }}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${name} logo` })}
      >
        {initialsOf(name)}
      </span>
    )
  }
  return (
    <SizedImage
      className={classes}
      src={src}
      alt={decorative ? '' : `${name} logo`}
      width={side}
      height={side}
      loading={lazy ? 'lazy' : undefined}
      onError={() => setMissing(src)}
    />
  )
}

type Props = {
  logo: string | null
  name: string
  /** 120, 56 or 64 px. */
  size?: 'large' | 'small' | 'medium'
  /** Replaces the vendor page's own classes where the logo sits in another layout. */
  className?: string
  lazy?: boolean
  /** Beside the name already written out: no text of its own for screen readers. */
  decorative?: boolean
}
