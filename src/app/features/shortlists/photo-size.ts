/** A picture's size in pixels. */
export type PixelSize = { width: number; height: number }

/**
 * The size a picture is drawn at so that its longer side is at most `max` pixels: scaled down with
 * its shape kept (each side rounded, never below 1 px), never enlarged.
 */
export function fitWithin({ width, height }: PixelSize, max: number): PixelSize {
  const longest = Math.max(width, height)
  if (longest <= max) return { width, height }
  const scale = max / longest
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}
