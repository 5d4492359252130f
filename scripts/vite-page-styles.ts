import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'

type OutputChunk = Rolldown.OutputChunk

/** Where the server finds the styles of a page it renders (src/server/rendered-page.ts). */
export const PAGE_STYLES_FILE = 'page-styles.json'
/** The component part of a route module, split by TanStack Router's code splitting. */
const ROUTE_COMPONENT = /\/(src\/app\/routes\/[^?]+)\?tsr-split=component/

/**
 * Writes the style sheets each route's screen needs (its component chunk's, and those of what it
 * imports statically) to `page-styles.json`, keyed by the route file: a page drawn by the server
 * links them, so its first paint is styled before any script has run.
 */
export function pageStyles(): Plugin {
  return {
    name: 'page-styles',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      )
      const stylesOf = (chunk: OutputChunk, seen = new Set<string>()): string[] => {
        if (seen.has(chunk.fileName)) return []
        seen.add(chunk.fileName)
        const imported = chunk.imports.flatMap((name) => {
          const next = chunks.get(name)
          return next ? stylesOf(next, seen) : []
        })
        return [...imported, ...(chunk.viteMetadata?.importedCss ?? [])]
      }
      const styles: Record<string, string[]> = {}
      for (const chunk of chunks.values()) {
        for (const moduleId of chunk.moduleIds) {
          const route = moduleId.match(ROUTE_COMPONENT)?.[1]
          if (route) styles[route] = [...new Set(stylesOf(chunk))].map((file) => `/${file}`)
        }
      }
      writeFileSync(path.join(options.dir ?? 'dist', PAGE_STYLES_FILE), JSON.stringify(styles))
    },
  }
}
