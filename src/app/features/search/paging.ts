import { SEARCH_CHUNK_SIZE, SEARCH_PAGE_SIZE } from '#domain/search.ts'

/*
 * The screen shows SEARCH_PAGE_SIZE results a page and fetches them SEARCH_CHUNK_SIZE at a time
 * (docs/spec/marketplace.md §4): page 11 of 10 is the first of the second chunk.
 */

/** The API page (chunk) that holds a screen page, 1-based. */
export function chunkOfPage(
  page: number,
  pageSize = SEARCH_PAGE_SIZE,
  chunkSize = SEARCH_CHUNK_SIZE,
) {
  return Math.floor(((page - 1) * pageSize) / chunkSize) + 1
}

/** Where a screen page's results start and end inside its chunk. */
export function sliceOfPage(
  page: number,
  pageSize = SEARCH_PAGE_SIZE,
  chunkSize = SEARCH_CHUNK_SIZE,
) {
  const start = ((page - 1) * pageSize) % chunkSize
  return { start, end: start + pageSize }
}

export function pageCount(total: number, pageSize = SEARCH_PAGE_SIZE) {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** The page numbers a pager shows: the first, the last, and a window around the current one. */
export function pagerItems(current: number, count: number, around = 1): Array<number | 'gap'> {
  const items: Array<number | 'gap'> = []
  for (let page = 1; page <= count; page++) {
    const near = Math.abs(page - current) <= around
    if (page === 1 || page === count || near) items.push(page)
    else if (items.at(-1) !== 'gap') items.push('gap')
  }
  return items
}
