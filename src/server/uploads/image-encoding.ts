import sharp from 'sharp'

/** Larger images are refused before decoding: a small file can unpack to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000

export type Encoded = { bytes: Buffer; extension: 'jpg' | 'png' }

/**
 * Decodes and encodes the image again, bounded to `maxSide` pixels a side and without metadata, so
 * nothing but pixels survives; null when the bytes are no decodable image. A png stays a png (it
 * may be transparent) unless `jpeg` asks for a white-backed jpeg.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  options: { maxSide: number; output: 'jpeg' | 'same' },
): Promise<Encoded | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const { format } = await image.metadata()
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const resized = image
      .rotate()
      .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
    if (format === 'png' && options.output === 'same') {
      return { bytes: await resized.png({ compressionLevel: 9 }).toBuffer(), extension: 'png' }
    }
    const jpeg = resized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
    return { bytes: await jpeg.toBuffer(), extension: 'jpg' }
  } catch {
    return null
  }
}
