/** The item at an index known to exist (lists built in step with another): throws if it does not. */
export function itemAt<T>(list: readonly T[], index: number): T {
  const item = list[index]
  if (item === undefined) throw new Error(`no item at ${index} of ${list.length}`)
  return item
}
