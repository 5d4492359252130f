import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** Where the app finds the list (src/app/shell/warm-chunks.ts). */
const WARM_LIST_FILE = 'warm-chunks.json'

/**
 * Writes the build's scripts and styles, less the admin site's (which a buyer never needs
 * offline), to `warm-chunks.json`, so the first visit can fetch them all without running them.
 * Written once the bundle is on disk: chunk names can still change after `generateBundle`.
 */
export function warmList(isAdminAsset: (fileName: string) => boolean): Plugin {
  return {
    name: 'warm-list',
    apply: 'build',
    writeBundle(options, bundle) {
      const files = Object.values(bundle)
        .filter((file) => file.type === 'chunk' || file.fileName.endsWith('.css'))
        .map((file) => file.fileName)
        .filter((fileName) => fileName.startsWith('assets/') && !isAdminAsset(fileName))
        .sort()
        .map((fileName) => `/${fileName}`)
      writeFileSync(path.join(options.dir ?? 'dist', WARM_LIST_FILE), JSON.stringify(files))
    },
  }
}
