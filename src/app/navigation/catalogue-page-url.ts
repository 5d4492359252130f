/** The path of a vendor's profile, as the route `/company/$vendorId` answers it. */
const VENDOR_PAGE_PATH = /^\/company\/(\d{1,10})\/?$/

/** A vendor's profile in this app, as an absolute address another device can open. */
export function vendorPageUrl(origin: string, vendorId: number): string {
  return new URL(`/company/${vendorId}`, origin).href
}

/** A tactic's page in this app, as an absolute address. */
export function tacticPageUrl(origin: string, vendorId: number, tacticId: number): string {
  return new URL(`/company/${vendorId}/tactics/${tacticId}`, origin).href
}

/**
 * The vendor whose profile `text` addresses, when it is an absolute address of a vendor profile in
 * this app (`origin`, scheme, host and port alike); null for anything else. A booth code is only
 * followed to this app's own vendor pages: a code printed by anyone else leads nowhere.
 */
export function vendorIdOfPageUrl(text: string, origin: string): number | null {
  const url = absoluteUrl(text.trim())
  if (!url || url.origin !== origin || url.username || url.password) return null
  const match = VENDOR_PAGE_PATH.exec(url.pathname)
  const id = Number(match?.[1])
  return Number.isSafeInteger(id) && id >= 1 ? id : null
}

function absoluteUrl(text: string): URL | null {
  try {
    return new URL(text)
  } catch {
    return null
  }
}
