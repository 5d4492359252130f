import type { ImgHTMLAttributes } from 'react'
import { imageSrcSet } from '../../domain/image-variants.ts'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'srcSet' | 'sizes'> & {
  src: string
  alt: string
  /** The layout size, so the page keeps its place before the image arrives. */
  width: number
  height: number
  /** The width shown, as `sizes` says it; the square `width` px when omitted. */
  sizes?: string
}

/**
 * An image at the size it is shown: an upload loads the smallest of its WebP variants that fills
 * `sizes` on the screen's density instead of the original (docs/performance.md, Images).
 */
export function SizedImage({ src, sizes, width, height, alt, ...rest }: Props) {
  const srcSet = imageSrcSet(src)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      width={width}
      height={height}
      alt={alt}
      {...rest}
    />
  )
}
