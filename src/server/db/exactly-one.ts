/**
 * The one row a statement was written to answer (an INSERT … RETURNING of one row, an aggregate):
 * anything else is a fault of the statement, not of the request, and throws with what was asked.
 */
export function exactlyOne<T>(rows: readonly T[], what: string): T {
  const [row] = rows
  if (rows.length !== 1 || row === undefined) {
    throw new Error(`${what}: expected exactly one row, got ${rows.length}`)
  }
  return row
}
