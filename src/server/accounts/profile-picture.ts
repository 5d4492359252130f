import { createHash, randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

export const AVATAR_SIZE = 400
/** Larger images are refused before decoding: a small file can unpack to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000

const SIGNATURES = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
]

/** Judged by content, not by the name or type the browser sent. */
export function isJpegOrPng(bytes: Uint8Array): boolean {
  return SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte))
}

async function toAvatarJpeg(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
  } catch {
    return null
  }
}

/**
 * Re-encodes the picture as a jpeg of at most 400×400 without metadata and stores it under its
 * content hash; returns its URL, or null when the bytes are no decodable image.
 */
export async function storeProfilePicture(
  uploadsDir: string,
  bytes: Uint8Array,
): Promise<string | null> {
  const jpeg = await toAvatarJpeg(bytes)
  if (!jpeg) return null
  const name = `${createHash('sha256').update(jpeg).digest('hex')}.jpg`
  const dir = path.join(uploadsDir, 'avatars')
  await mkdir(dir, { recursive: true })
  // Written aside and renamed, so the file is never served half written.
  const partial = path.join(dir, `.${randomBytes(8).toString('hex')}.part`)
  await writeFile(partial, jpeg)
  await rename(partial, path.join(dir, name))
  return `/uploads/avatars/${name}`
}
