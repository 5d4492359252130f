import sharp from 'sharp'

/** Larger images are refused before decoding: a small file can unpack to a huge bitmap. */
export const MAX_INPUT_PIXELS = 40_000_000
/** libvips stops an image's processing (on its own threads, never the event loop) after this. */
export const IMAGE_SECONDS = 10

/** The re-encoded bytes and the size in pixels they show. */
export type Encoded = { bytes: Buffer; extension: 'jpg' | 'png'; width: number; height: number }
/** format: no decodable image of its kind; heavy: over the pixel limit or the time limit. */
export type ImageRefusal = { refused: 'format' | 'heavy' }

const overLimits = (error: unknown) =>
  error instanceof Error && /exceeds pixel limit|^timeout/.test(error.message)

/**
 * Decodes and encodes the image again, bounded to `maxSide` pixels a side and without metadata, so
 * nothing but pixels survives, or why it is refused. A png stays a png (it may be transparent)
 * unless `jpeg` asks for a white-backed jpeg; anything else (a jpeg, a WebP) becomes a jpeg.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  options: { maxSide: number; output: 'jpeg' | 'same' },
): Promise<Encoded | ImageRefusal> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).timeout({
      seconds: IMAGE_SECONDS,
    })
    const { format } = await image.metadata()
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const resized = image
      .rotate()
      .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
    if (format === 'png' && options.output === 'same') {
      const png = await resized.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      return { bytes: png.data, extension: 'png', width: png.info.width, height: png.info.height }
    }
    const jpeg = await resized
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    return { bytes: jpeg.data, extension: 'jpg', width: jpeg.info.width, height: jpeg.info.height }
  } catch (error) {
    return { refused: overLimits(error) ? 'heavy' : 'format' }
  }
}
