/** How ionicons (`ionicons/icons`) hands out each icon: its SVG markup in a data URL. */
const SVG_DATA_URL = /^data:image\/svg\+xml;utf8,/

/**
 * An ionicons icon in the colour of the text around it, without Ionic's runtime: the landing frame
 * and a visitor's pages load none (docs/performance.md). Its markup goes into the page: as an image
 * (a CSS mask), each icon cost the browser an SVG document of its own, on the main thread.
 */
export function Icon({ icon, size = 20 }: { icon: string; size?: number }) {
  return (
    <span
      className="icon"
      aria-hidden="true"
      style={{ width: size, height: size }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: ionicons' own icons, never user input
      dangerouslySetInnerHTML={{ __html: icon.replace(SVG_DATA_URL, '') }}
    />
  )
}
