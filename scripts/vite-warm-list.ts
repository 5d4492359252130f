import type { Plugin } from 'vite'

/** Where the app finds the list (src/app/shell/warm-chunks.ts). */
export const WARM_LIST_FILE = 'warm-chunks.json'

/**
 * Writes the build's scripts and styles, less the admin site's (which a buyer never needs
 * offline), to `warm-chunks.json`, so the first visit can fetch them all without running them.
 */
export function warmList(isAdminAsset: (fileName: string) => boolean): Plugin {
  return {
    name: 'warm-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((file) => file.type === 'chunk' || file.fileName.endsWith('.css'))
        .map((file) => file.fileName)
        .filter((fileName) => fileName.startsWith('assets/') && !isAdminAsset(fileName))
        .sort()
        .map((fileName) => `/${fileName}`)
      this.emitFile({ type: 'asset', fileName: WARM_LIST_FILE, source: JSON.stringify(files) })
    },
  }
}
