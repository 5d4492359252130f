type Category<T> = { id: number; name: string; tactics: T[] }
export type TacticType = { id: number; name: string }

/**
 * The API lists a tactic under each of its tactic types (docs/spec/marketplace.md §7): each tactic once, in
 * the order first met, with the types it is listed under.
 */
export function tacticsOnce<T extends { id: number }>(
  categories: Category<T>[],
): (T & { types: TacticType[] })[] {
  const byId = new Map<number, T & { types: TacticType[] }>()
  for (const category of categories) {
    const type = { id: category.id, name: category.name }
    for (const tactic of category.tactics) {
      const seen = byId.get(tactic.id)
      if (seen) seen.types.push(type)
      else byId.set(tactic.id, { ...tactic, types: [type] })
    }
  }
  return [...byId.values()]
}
