import { SHORTLIST_PHOTO_MAX_SIDE } from '#domain/shortlist-photos.ts'
import { fitWithin, type PixelSize } from './photo-size.ts'

/** A booth photo as the device keeps and sends it: a JPEG and the size it shows. */
export type ResizedPhoto = PixelSize & { blob: Blob }

/** A booth's price board stays readable at this quality, in about 200 to 400 KB. */
const JPEG_QUALITY = 0.85

/** The chosen file is no picture the browser can decode (a HEIC on a desktop, a text file). */
export class UnreadablePhoto extends Error {}

function jpegOf(bitmap: ImageBitmap, size: PixelSize): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new UnreadablePhoto('No canvas to draw on'))
  // A transparent PNG comes out white-backed, as the server would make it.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, size.width, size.height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, size.width, size.height)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new UnreadablePhoto('The canvas made no JPEG'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  )
}

/**
 * The chosen picture as a JPEG of at most 1600 px on its longer side (docs/spec/workspace.md §6
 * "resized on the device"): decoded with createImageBitmap, turned upright as its EXIF says, drawn
 * on a canvas. The device keeps and sends this, not the camera's original of several megabytes;
 * the canvas keeps none of its metadata (no location). Throws UnreadablePhoto for a file the
 * browser cannot decode.
 */
export async function resizePhoto(file: Blob): Promise<ResizedPhoto> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new UnreadablePhoto('The browser cannot decode this file')
  }
  try {
    const size = fitWithin(bitmap, SHORTLIST_PHOTO_MAX_SIDE)
    return { ...size, blob: await jpegOf(bitmap, size) }
  } finally {
    bitmap.close()
  }
}
