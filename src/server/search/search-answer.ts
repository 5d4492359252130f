import type { Context, TypedResponse } from 'hono'

/** The JSON of each cached page's items, written once: a chunk of 100 tactics is 50 KB. */
const itemsJson = new WeakMap<readonly unknown[], string>()

/**
 * A search answer: `head` and then the page's items under `listName`. The items of a page served
 * from the result cache are the same array each time, so they are serialised only the first time.
 */
export function searchAnswer<Answer extends Record<string, unknown>>(
  c: Context,
  head: Omit<Answer, 'vendor_data' | 'vendor_tactic_data'>,
  listName: 'vendor_data' | 'vendor_tactic_data',
  items: readonly unknown[],
): TypedResponse<Answer, 200, 'json'> {
  let list = itemsJson.get(items)
  if (list === undefined) {
    list = JSON.stringify(items)
    itemsJson.set(items, list)
  }
  const body = `${JSON.stringify(head).slice(0, -1)},"${listName}":${list}}`
  const response = c.body(body, 200, { 'Content-Type': 'application/json' })
  return response as unknown as TypedResponse<Answer, 200, 'json'>
}
