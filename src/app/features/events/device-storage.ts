/**
 * The bytes this origin may still store (the browser's quota less what it uses), or null where the
 * browser does not say (Storage API absent): then a download is tried and a full device reported.
 */
export async function freeBytes(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null)
  if (!estimate || estimate.quota === undefined) return null
  return Math.max(0, estimate.quota - (estimate.usage ?? 0))
}
