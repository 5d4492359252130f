import { PRODUCT_NAME } from '#domain/brand.ts'
import { tacticPageUrl, vendorPageUrl } from '../../navigation/catalogue-page-url.ts'
import type { SharedPage } from './share-modal.tsx'

/** The phone's share sheet (Web Share), where the browser has one (docs/spec/workspace.md §6). */
export function hasShareSheet(): boolean {
  return typeof navigator.share === 'function'
}

/** What the share sheet passes on: the page's name, a line about it and its address in this app. */
export function sharedData({ vendor, tactic }: SharedPage, origin: string): ShareData {
  const title = tactic ? `${tactic.name} by ${vendor.name}` : vendor.name
  return {
    title,
    text: `${title} on ${PRODUCT_NAME}`,
    url: tactic ? tacticPageUrl(origin, vendor.id, tactic.id) : vendorPageUrl(origin, vendor.id),
  }
}

/**
 * Opens the share sheet with the page. Whether it was shared: a sheet the person closed
 * (AbortError) is shared too, as far as the app is concerned, and says nothing; a sheet that
 * would not open (no user gesture left, a policy) is not, and the caller offers email instead.
 */
export async function shareOnSheet(page: SharedPage): Promise<boolean> {
  try {
    await navigator.share(sharedData(page, window.location.origin))
    return true
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError'
  }
}
