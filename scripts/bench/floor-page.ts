const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>\s*/gi

/**
 * The floor our landing page is read against: the page the build pre-renders into index.html
 * with every script and module preload taken out, its styles kept. It is the same first paint
 * with nothing to run, so its score is what this machine gives a page that costs no script.
 */
export function floorPage(indexHtml: string): string {
  return indexHtml.replace(SCRIPT, '').replace(MODULE_PRELOAD, '')
}
