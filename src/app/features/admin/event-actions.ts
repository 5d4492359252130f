import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminEvent, AdminExhibitor, EventInput } from '#domain/events.ts'
import { type ApiClient, answerOf, fieldErrorsOf, firstErrorMessage } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { showToast } from '../../ui/toast-store.ts'
import { adminKeys } from './admin-queries.ts'
import { ADMIN_EVENT_TEXT } from './event-text.ts'

/** What a change of an event sends (docs/api-admin.md, "Events"). */
export type EventChange =
  | { action: 'create'; body: EventInput }
  | { action: 'update'; event: AdminEvent; body: EventInput }
  | { action: 'delete'; event: AdminEvent }

function sendEvent(api: ApiClient, change: EventChange): Promise<unknown> {
  const events = api.rpc.admin.events
  if (change.action === 'create') return answerOf(events.$post({ json: change.body }))
  const param = { id: String(change.event.id) }
  if (change.action === 'update')
    return answerOf(events[':id'].$patch({ param, json: change.body }))
  return answerOf(events[':id'].$delete({ param }))
}

function eventDone(change: EventChange) {
  switch (change.action) {
    case 'create':
      return ADMIN_EVENT_TEXT.added(change.body.name)
    case 'update':
      return ADMIN_EVENT_TEXT.changed(change.body.name)
    case 'delete':
      return ADMIN_EVENT_TEXT.deleted(change.event.name)
  }
}

/** A failure told in a toast, unless its field messages show in the form that sent it. */
function toastFailure(error: unknown) {
  if (Object.keys(fieldErrorsOf(error)).length > 0) return
  showToast(firstErrorMessage(error) ?? ADMIN_EVENT_TEXT.failed, 'danger')
}

/**
 * Adds, changes or deletes an event, tells it in a toast and reads the admin data again. A refusal
 * with field messages stays with the form; others are toasted.
 */
export function useEventChange() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: EventChange) => sendEvent(api, change),
    networkMode: 'always',
    onSuccess: (_answer, change) => showToast(eventDone(change)),
    onError: toastFailure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/** What a change of an event's exhibitors sends. */
export type ExhibitorChange =
  /** A vendor added at a booth, or an exhibitor's booth changed: approved at once. */
  | { action: 'save'; vendor: { id: number; name: string }; booth: string }
  | { action: 'approve'; exhibitor: AdminExhibitor }
  /** A pending request declined, or an approved exhibitor removed. */
  | { action: 'remove'; exhibitor: AdminExhibitor }

/** The entry as saved, for a save or an approval; a removal's answer holds none. */
type ExhibitorAnswer = { exhibitor: AdminExhibitor } | { deleted: true }

function sendExhibitor(
  api: ApiClient,
  eventId: number,
  change: ExhibitorChange,
): Promise<ExhibitorAnswer> {
  const exhibitors = api.rpc.admin.events[':id'].exhibitors
  const id = String(eventId)
  if (change.action === 'save') {
    const json = { vendor_id: change.vendor.id, booth: change.booth }
    return answerOf(exhibitors.$put({ param: { id }, json }))
  }
  const param = { id, vendorId: String(change.exhibitor.vendor.id) }
  if (change.action === 'approve') return answerOf(exhibitors[':vendorId'].approval.$put({ param }))
  return answerOf(exhibitors[':vendorId'].$delete({ param }))
}

function exhibitorDone(change: ExhibitorChange) {
  if (change.action === 'save') return ADMIN_EVENT_TEXT.saved(change.vendor.name, change.booth)
  const { vendor, booth, status } = change.exhibitor
  if (change.action === 'approve') return ADMIN_EVENT_TEXT.approved(vendor.name, booth)
  return status === 'pending'
    ? ADMIN_EVENT_TEXT.declined(vendor.name)
    : ADMIN_EVENT_TEXT.removed(vendor.name)
}

/** Adds, approves, declines or removes an exhibitor of the event, as useEventChange does. */
export function useExhibitorChange(eventId: number) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: ExhibitorChange) => sendExhibitor(api, eventId, change),
    networkMode: 'always',
    onSuccess: (answer, change) => {
      // The server's booth, as it saved it ("A  7" is "A 7").
      const saved =
        change.action === 'save' && 'exhibitor' in answer
          ? { ...change, booth: answer.exhibitor.booth }
          : change
      showToast(exhibitorDone(saved))
    },
    onError: toastFailure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
