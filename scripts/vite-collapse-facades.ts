import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'

type OutputChunk = Rolldown.OutputChunk

/** A chunk whose whole code re-exports another chunk's bindings: `export{r as component}from"./g.js"`. */
const RE_EXPORT_ONLY = /^\s*export\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2\s*;?\s*$/

type Facade = { target: string; exports: [exported: string, local: string][] }

function facadeOf(chunk: OutputChunk): Facade | null {
  if (!chunk.isDynamicEntry || chunk.isEntry) return null
  const match = chunk.code.match(RE_EXPORT_ONLY)
  if (!match) return null
  const [, specifiers = '', , source = ''] = match
  const exports = specifiers
    .split(',')
    .map((specifier) => specifier.trim())
    .filter(Boolean)
    .map((specifier): [string, string] => {
      const [local = '', exported = local] = specifier.split(/\s+as\s+/)
      return [exported, local]
    })
  return { target: path.posix.join(path.posix.dirname(chunk.fileName), source), exports }
}

function relativeImport(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to)
  return relative.startsWith('.') ? relative : `./${relative}`
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Drops the files Rolldown keeps for each lazily loaded module a code-splitting group took in
 * (rolldown/rolldown#9729): a file that only re-exports the group chunk's bindings, so that
 * `import('./dialog.js')` loads it and it loads the group. Each such `import()` is pointed at the
 * group chunk and given the module's names back, as Rollup does
 * (`import('./group.js').then((m) => ({ component: m.r }))`); the preload lists and the page name
 * the group chunk instead. One request and one file fewer per lazily loaded module, which the
 * service worker would otherwise precache and a reopened page fetch one level deeper.
 */
export function collapseFacades(): Plugin {
  return {
    name: 'collapse-facades',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const facades = new Map<string, Facade>()
        for (const file of Object.values(bundle)) {
          const facade = file.type === 'chunk' ? facadeOf(file) : null
          if (facade && bundle[facade.target]?.type === 'chunk') facades.set(file.fileName, facade)
        }
        if (facades.size === 0) return
        for (const file of Object.values(bundle)) {
          if (facades.has(file.fileName)) continue
          if (file.type === 'chunk') pointImportsAtTargets(file, facades)
          else if (typeof file.source === 'string') file.source = renamed(file.source, facades)
        }
        for (const fileName of facades.keys()) delete bundle[fileName]
      },
    },
  }
}

function pointImportsAtTargets(chunk: OutputChunk, facades: Map<string, Facade>) {
  let code = chunk.code
  for (const [fileName, { target, exports }] of facades) {
    if (!chunk.dynamicImports.includes(fileName)) continue
    const specifier = escapeRegExp(relativeImport(chunk.fileName, fileName))
    const namespace = exports.map(([exported, local]) => `${JSON.stringify(exported)}:m.${local}`)
    code = code.replace(
      new RegExp(`import\\((["'\`])${specifier}\\1\\)`, 'g'),
      () =>
        `import(${JSON.stringify(relativeImport(chunk.fileName, target))}).then(m=>({${namespace.join(',')}}))`,
    )
  }
  chunk.code = renamed(code, facades)
  chunk.dynamicImports = [
    ...new Set(chunk.dynamicImports.map((name) => facades.get(name)?.target ?? name)),
  ]
}

/** Names the group chunk wherever a facade's file is named whole: preload lists, the page. */
function renamed(text: string, facades: Map<string, Facade>): string {
  let result = text
  for (const [fileName, { target }] of facades) result = result.replaceAll(fileName, target)
  return result
}
