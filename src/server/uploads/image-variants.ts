import sharp from 'sharp'
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../domain/image-variants.ts'
import { IMAGE_SECONDS, MAX_INPUT_PIXELS } from './image-encoding.ts'
import type { StoredUpload, UploadStorage } from './upload-storage.ts'

/**
 * Writes the WebP variants of a stored image (already re-encoded, so trusted to decode) beside it,
 * each at most its width; a narrower original is not enlarged.
 */
export async function writeImageVariants(
  storage: UploadStorage,
  url: string,
  bytes: Uint8Array,
): Promise<void> {
  await Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => {
      const variant = imageVariantUrl(url, width)
      if (!variant) return
      const webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .timeout({ seconds: IMAGE_SECONDS })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer()
      await storage.write(variant.replace(/^\/uploads\//, ''), webp)
    }),
  )
}

const VARIANT_KEY = /^((?:logos|illustrations|avatars)\/[0-9a-f]{64})-w\d+\.webp$/

/**
 * The variant under `key` of an image uploaded before variants were written, made now from its
 * original and stored; null when the key names no variant of a stored image.
 */
export async function backfillImageVariant(
  storage: UploadStorage,
  key: string,
): Promise<StoredUpload | null> {
  const base = VARIANT_KEY.exec(key)?.[1]
  if (!base) return null
  for (const extension of ['jpg', 'png']) {
    const original = await storage.read(`${base}.${extension}`)
    if (!original) continue
    const chunks: Buffer[] = []
    for await (const chunk of original.body) chunks.push(chunk as Buffer)
    await writeImageVariants(storage, `/uploads/${base}.${extension}`, Buffer.concat(chunks))
    return storage.read(key)
  }
  return null
}
