import type { Rolldown } from 'vite'

type ModuleInfo = Rolldown.ModuleInfo
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null }

/**
 * A part of the app a person opens as one: its lazily loaded modules (routes' screens, dialogs,
 * sheets) named by path. A visitor's areas run on the frame without Ionic (decision 0009).
 */
export type Area = { name: string; lazyModules: RegExp; visitor?: boolean }

/**
 * Names the chunk each lazily loaded module goes to: the chunk of the one area that reaches it
 * through static imports, or, when several do, a shared chunk: `visitor-shared` when one of them is
 * a visitor's, `app-shared` otherwise. So a visitor's chunks import only a visitor's chunks (never
 * Ionic), an area's screen loads its own chunk and the shared ones, and no two chunks import each
 * other. `library` names the modules that go to one chunk of their own with all they import.
 *
 * Rolldown would otherwise make a chunk per set of lazily loaded modules that share code: 180
 * scripts, 121 of them under 2 KB, each a request and a precache entry.
 */
export function areaChunkName(areas: readonly Area[], library: { name: string; test: RegExp }) {
  const assignments = new WeakMap<ChunkingContext, Map<string, string>>()
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    let assignment = assignments.get(ctx)
    if (!assignment) {
      assignment = assignChunks(allModules(moduleId, ctx), areas, library)
      assignments.set(ctx, assignment)
    }
    return assignment.get(moduleId) ?? null
  }
}

/** Every module of the graph `moduleId` belongs to. */
function allModules(moduleId: string, ctx: ChunkingContext): Map<string, ModuleInfo> {
  const modules = new Map<string, ModuleInfo>()
  const pending = [moduleId]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue
    const info = ctx.getModuleInfo(id)
    if (!info) continue
    modules.set(id, info)
    pending.push(
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
      ...info.importers,
      ...info.dynamicImporters,
    )
  }
  return modules
}

function staticallyReached(from: Iterable<string>, modules: Map<string, ModuleInfo>) {
  const reached = new Set<string>()
  const pending = [...from]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue
    reached.add(id)
    pending.push(...(modules.get(id)?.importedIds ?? []))
  }
  return reached
}

function assignChunks(
  modules: Map<string, ModuleInfo>,
  areas: readonly Area[],
  library: { name: string; test: RegExp },
): Map<string, string> {
  // What the page's entry imports is loaded anyway, whatever it is (the icons' data, say).
  const initial = staticallyReached(
    [...modules.values()].filter((info) => info.isEntry).map((info) => info.id),
    modules,
  )
  const libraryModules = new Set(
    [
      ...staticallyReached(
        [...modules.keys()].filter((id) => library.test.test(id)),
        modules,
      ),
    ].filter((id) => !initial.has(id)),
  )
  const visitorAreas = new Set<string>()
  const reachingAreas = new Map<string, Set<string>>()
  for (const [id, info] of modules) {
    const area = areas.find((candidate) => candidate.lazyModules.test(id))
    if (!area || info.dynamicImporters.length === 0) continue
    const reached = staticallyReached([id], modules)
    // A visitor's area keeps off Ionic: a lazily loaded part of it that uses Ionic (a gallery in
    // an Ionic modal) gets a chunk of its own, loaded when it opens.
    const usesLibrary = [...reached].some((module) => libraryModules.has(module))
    const name = area.visitor && usesLibrary ? `${area.name}-app` : area.name
    if (area.visitor && !usesLibrary) visitorAreas.add(name)
    for (const module of reached) {
      if (libraryModules.has(module)) continue
      const reaching = reachingAreas.get(module) ?? new Set()
      reaching.add(name)
      reachingAreas.set(module, reaching)
    }
  }
  const assignment = new Map<string, string>()
  for (const id of libraryModules) assignment.set(id, library.name)
  for (const [id, reaching] of reachingAreas) {
    assignment.set(id, chunkNameFor([...reaching], visitorAreas))
  }
  return assignment
}

function chunkNameFor(reaching: string[], visitorAreas: Set<string>): string {
  const visitors = reaching.filter((area) => visitorAreas.has(area))
  if (visitors.length > 0) return visitors.length === 1 ? (visitors[0] as string) : 'visitor-shared'
  return reaching.length === 1 ? (reaching[0] as string) : 'app-shared'
}
