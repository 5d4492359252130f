/**
 * Widths of the WebP variants written beside every uploaded logo, illustration and profile
 * picture (docs/performance.md): a 56 px logo on a 2x screen loads the 128 px one, not the original.
 */
export const IMAGE_VARIANT_WIDTHS = [64, 128, 256, 512] as const

/** Uploads stored under their content hash by the server, which have variants. */
const UPLOADED_IMAGE = /^(\/uploads\/(?:logos|illustrations|avatars)\/[0-9a-f]{64})\.(?:jpg|png)$/

/** The URL of an uploaded image's variant of `width` pixels, or null for any other image. */
export function imageVariantUrl(url: string, width: number): string | null {
  const match = UPLOADED_IMAGE.exec(url)
  return match ? `${match[1]}-w${width}.webp` : null
}

/** The `srcset` of an uploaded image (its variants and the original), or undefined for others. */
export function imageSrcSet(url: string | null, originalWidth?: number): string | undefined {
  if (!url || !UPLOADED_IMAGE.test(url)) return undefined
  const variants = IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`)
  return originalWidth ? [...variants, `${url} ${originalWidth}w`].join(', ') : variants.join(', ')
}
