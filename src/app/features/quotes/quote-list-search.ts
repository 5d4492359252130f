import * as v from 'valibot'
import { listPageField } from '../../navigation/list-search.ts'

/**
 * A list of requests as the URL holds it (`?page=2`); a bad page is dropped rather than failing
 * the route, so an edited link still opens the list.
 */
export const QuoteListSearch = v.object({ page: listPageField })
