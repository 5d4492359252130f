export const DEFAULT_LOGO = '/images/default-logo.svg'

/** A vendor's logo, or the default image when it has none (marketplace.md §3). */
export function VendorLogo({ logo, name, size = 'large', className, lazy = false }: Props) {
  return (
    <img
      className={className ?? `vendor-logo vendor-logo--${size}`}
      src={logo ?? DEFAULT_LOGO}
      alt={`${name} logo`}
      width={size === 'large' ? 120 : 56}
      height={size === 'large' ? 120 : 56}
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
