import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** Where the app finds the list (src/app/shell/warm-chunks.ts). */
const WARM_LIST_FILE = 'warm-chunks.json'

/**
 * Writes every script and style a first visit may need offline to `warm-chunks.json`, so the app
 * can fetch them all without running them: what the entry reaches through static and dynamic
 * imports, except the lazily loaded chunks holding a module `notWarmed` names (and what only
 * they reach). Written once the bundle is on disk: chunk names can still change after
 * `generateBundle`.
 */
export function warmList(notWarmed: (moduleId: string) => boolean): Plugin {
  return {
    name: 'warm-list',
    apply: 'build',
    writeBundle(options, bundle) {
      const files = [...reachedFiles(bundle, notWarmed)].sort().map((fileName) => `/${fileName}`)
      writeFileSync(path.join(options.dir ?? 'dist', WARM_LIST_FILE), JSON.stringify(files))
    },
  }
}

function reachedFiles(bundle: OutputBundle, notWarmed: (moduleId: string) => boolean) {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
  const reached = new Set<string>()
  const visit = (chunk: OutputChunk) => {
    if (reached.has(chunk.fileName)) return
    reached.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css)
    for (const name of chunk.imports) {
      const next = chunks.get(name)
      if (next) visit(next)
    }
    for (const name of chunk.dynamicImports) {
      const next = chunks.get(name)
      if (next && !next.moduleIds.some(notWarmed)) visit(next)
    }
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk)
  return reached
}
