/** The first bytes of a JPEG and of a PNG file, whatever its name or the type a browser gives it. */
export const JPEG_START = [0xff, 0xd8, 0xff] as const
export const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const

/** How many bytes `imageTypeOf` needs to see. */
export const IMAGE_SIGNATURE_LENGTH = PNG_START.length

export const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte)

/** The media type a file's first bytes announce, or null when they are no JPEG's or PNG's. */
export function imageTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (startsWith(bytes, JPEG_START)) return 'image/jpeg'
  if (startsWith(bytes, PNG_START)) return 'image/png'
  return null
}
