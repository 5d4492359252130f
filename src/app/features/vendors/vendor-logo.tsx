export const DEFAULT_LOGO = '/images/default-logo.svg'

/** A vendor's logo, or the default image when it has none (marketplace.md §3). */
export function VendorLogo({ logo, name, size = 'large' }: Props) {
  return (
    <img
      className={`vendor-logo vendor-logo--${size}`}
      src={logo ?? DEFAULT_LOGO}
      alt={`${name} logo`}
      width={size === 'large' ? 120 : 56}
      height={size === 'large' ? 120 : 56}
    />
  )
}

type Props = { logo: string | null; name: string; size?: 'large' | 'small' }
