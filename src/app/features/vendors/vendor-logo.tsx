import { imageSrcSet } from '../../../domain/image-variants.ts'

export const DEFAULT_LOGO = '/images/default-logo.svg'

/** A vendor's logo, or the default image when it has none (marketplace.md §3). */
export function VendorLogo({ logo, name, size = 'large', className, lazy = false }: Props) {
  const width = size === 'large' ? 120 : 56
  const srcSet = imageSrcSet(logo)
  return (
    <img
      className={className ?? `vendor-logo vendor-logo--${size}`}
      src={logo ?? DEFAULT_LOGO}
      srcSet={srcSet}
      sizes={srcSet ? `${width}px` : undefined}
      alt={`${name} logo`}
      width={width}
      height={width}
      loading={lazy ? 'lazy' : undefined}
    />
  )
}

type Props = {
  logo: string | null
  name: string
  size?: 'large' | 'small'
  /** Replaces the vendor page's own classes where the logo sits in another layout. */
  className?: string
  lazy?: boolean
}
