import type { CSSProperties } from 'react'

// The rules ion-icon gives Ionic's SVGs; an SVG drawn as an image gets none, so an outline
// icon (strokes with no fill) would draw nothing.
const IONICON_RULES =
  '<style>.ionicon{fill:black;stroke:black}.ionicon-fill-none{fill:none}.ionicon-stroke-width{stroke-width:32px}</style>'

/**
 * An ionicons icon (`ionicons/icons`) in the colour of the text around it, without Ionic's
 * runtime: the landing frame and a visitor's pages load none (docs/performance.md).
 */
export function Icon({ icon, size = 20 }: { icon: string; size?: number }) {
  const svg = icon.replace(/<svg[^>]*>/, (open) => `${open}${IONICON_RULES}`)
  const style = { width: size, height: size, '--icon': `url("${svg}")` } as CSSProperties
  return <span className="icon" aria-hidden="true" style={style} />
}
