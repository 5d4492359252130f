import mark from '../../../manifest/icon.svg?raw'

/**
 * The product's mark (manifest/icon.svg), drawn in the page: as an `<img>` the browser built a
 * document of its own for it on every page load, the first page's longest image task.
 */
export function AppLogo() {
  return (
    <span
      className="app-logo"
      aria-hidden="true"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the product's own mark, never user input
      dangerouslySetInnerHTML={{ __html: mark }}
    />
  )
}
