import * as v from 'valibot'
import { EXHIBITOR_QUERY_MAX, EXHIBITOR_SORTS } from '#domain/events.ts'
import { droppedIfInvalid, listPageField } from '../../navigation/list-search.ts'

/** /events as the URL holds it (`?page=2`). */
export const EventListSearch = v.object({ page: listPageField })

/** /events/{id} as the URL holds it: the exhibitors found, their order, their page. */
export const ExhibitorListSearch = v.object({
  q: droppedIfInvalid(v.pipe(v.string(), v.maxLength(EXHIBITOR_QUERY_MAX))),
  sort: droppedIfInvalid(v.picklist(EXHIBITOR_SORTS)),
  page: listPageField,
})
