/**
 * The side of the square a crop starts with: the given share of the image's width (never taller than
 * the image), or 90% of the image's shorter side when no share is given.
 */
export function initialCropSide(image: { width: number; height: number }, widthShare?: number) {
  if (widthShare === undefined) return Math.floor(Math.min(image.width, image.height) * 0.9)
  return Math.floor(Math.min(image.width * widthShare, image.height))
}
