import { describe, expect, it } from 'vitest'
import type { SavedItem, ShortlistDetail, ShortlistSummary } from '#domain/shortlists.ts'
import type { Submission } from '../../offline/outbox/outbox-item.ts'
import {
  overlayDetail,
  overlayList,
  overlaySaved,
  type PendingWrite,
  pendingListId,
} from './shortlist-overlay.ts'
import {
  createWrite,
  deleteWrite,
  type ItemView,
  photoWrite,
  putItemWrite,
  removeItemWrite,
  removePhotoWrite,
  renameWrite,
  type ShortlistWrite,
} from './shortlist-writes.ts'

const me = { id: 7, first_name: 'Bea', last_name: 'Buyer' }
const ann = { id: 8, first_name: 'Ann', last_name: 'Other' }
const tactic = (id: number): ItemView => ({
  kind: 'tactic',
  id,
  name: `Tactic ${id}`,
  vendor: { id: 2, name: 'Acme', logo_url: null },
  description: 'Samples',
})
let at = Date.parse('2026-11-03T00:00:00.000Z')
const pending = (write: ShortlistWrite, key: string = crypto.randomUUID()): PendingWrite => {
  at += 1000
  return { submission: { ...write, idempotencyKey: key } as Submission, at }
}
const summary = (id: number, overrides: Partial<ShortlistSummary> = {}): ShortlistSummary => ({
  id,
  name: `List ${id}`,
  own: true,
  owner: me,
  item_count: 1,
  tactic_count: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
})
const saved: SavedItem[] = [{ kind: 'tactic', id: 1, shortlist_ids: [3] }]
const list3 = { id: 3, name: 'List 3' }

describe('overlaySaved', () => {
  it('adds and removes items of the waiting writes, in their order', () => {
    const writes = [
      pending(putItemWrite(list3, tactic(2))),
      pending(removeItemWrite(list3, tactic(1))),
      pending(putItemWrite({ id: 4, name: 'List 4' }, tactic(1))),
    ]
    expect(overlaySaved(saved, writes)).toEqual([
      { kind: 'tactic', id: 1, shortlist_ids: [4] },
      { kind: 'tactic', id: 2, shortlist_ids: [3] },
    ])
  })

  it('saves the first item to the list its create makes, and forgets a deleted list', () => {
    const key = '6f1c2a9e-0000-4000-8000-000000000000'
    const writes = [
      pending(createWrite('My shortlist', tactic(5)), key),
      pending(deleteWrite(3, 'List 3')),
    ]
    expect(overlaySaved(saved, writes)).toEqual([
      { kind: 'tactic', id: 5, shortlist_ids: [pendingListId(key)] },
    ])
    expect(pendingListId(key)).toBeLessThan(0)
    expect(pendingListId(key)).toBe(pendingListId(key))
  })
})

describe('overlayList', () => {
  it('counts an item once, renames, and puts the changed list first, marked waiting', () => {
    const lists = [
      summary(4, { updated_at: '2026-11-02T00:00:00.000Z' }),
      summary(3),
      summary(9, { own: false, owner: ann }),
    ]
    const writes = [
      pending(putItemWrite(list3, tactic(1))),
      pending(putItemWrite(list3, tactic(2))),
      pending(renameWrite(3, 'List 3', 'Booth')),
    ]
    const shown = overlayList(lists, saved, writes, me)
    expect(shown.map((l) => [l.id, l.name, l.item_count, l.waiting])).toEqual([
      [3, 'Booth', 2, true],
      [4, 'List 4', 1, false],
      [9, 'List 9', 1, false],
    ])
  })

  it('shows a list created on the device, and drops one deleted or left', () => {
    const key = 'abcdef12-0000-4000-8000-000000000000'
    const shown = overlayList(
      [summary(3)],
      saved,
      [pending(createWrite('My shortlist', tactic(5)), key), pending(deleteWrite(3, 'List 3'))],
      me,
    )
    expect(shown).toEqual([
      expect.objectContaining({
        id: pendingListId(key),
        name: 'My shortlist',
        own: true,
        owner: me,
        item_count: 1,
        tactic_count: 1,
        waiting: true,
      }),
    ])
  })
})

describe('overlayDetail', () => {
  const detail: ShortlistDetail = {
    ...summary(3),
    members: [],
    page: 1,
    per_page: 100,
    items: [
      {
        kind: 'tactic',
        id: 1,
        note: 'old',
        note_updated_at: '2026-11-01T00:00:00.000Z',
        added_by: ann,
        added_at: '2026-11-01T00:00:00.000Z',
        photo: { id: 5, url: '/api/v1/shortlists/3/photos/5', width: 1600, height: 1200 },
        tactic: {
          vendor: { id: 2, name: 'Acme', logo_url: null },
          tactic: {
            id: 1,
            vendor_id: 2,
            name: 'Tactic 1',
            description: '',
            featured: false,
            tactic_types: [],
          },
        },
      },
    ],
  }

  it('writes a note on its item, adds a new item first as its save kept it, and removes one', () => {
    const shown = overlayDetail(
      detail,
      [
        pending(putItemWrite(list3, tactic(1), 'new note')),
        pending(putItemWrite(list3, tactic(2))),
        pending(putItemWrite({ id: 4, name: 'Other' }, tactic(6))),
      ],
      me,
    )
    expect(shown?.items.map((i) => [i.id, i.note, i.waiting, i.added_by?.id])).toEqual([
      [2, '', true, me.id],
      [1, 'new note', true, ann.id],
    ])
    expect(shown?.item_count).toBe(2)
    const removed = overlayDetail(detail, [pending(removeItemWrite(list3, tactic(1)))], me)
    expect(removed?.items).toEqual([])
    expect(removed?.item_count).toBe(0)
  })

  it('shows a photo taken on the device from its bytes until sent, and hides a removed one at once', () => {
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' })
    const taken = overlayDetail(
      detail,
      [pending(photoWrite(list3, tactic(1), { blob, width: 900, height: 1200 }))],
      me,
    )
    expect(taken?.items[0]).toMatchObject({
      waiting: true,
      devicePhoto: { blob, width: 900, height: 1200 },
    })
    expect(taken?.updated_at).not.toBe(detail.updated_at)
    const removed = overlayDetail(detail, [pending(removePhotoWrite(list3, tactic(1)))], me)
    expect(removed?.items[0]).toMatchObject({ waiting: true, photo: null, devicePhoto: null })
    // The server's photo shows while nothing waits; a photo on another list's item changes none.
    const other = overlayDetail(
      detail,
      [pending(photoWrite({ id: 4, name: 'Other' }, tactic(1), { blob, width: 1, height: 1 }))],
      me,
    )
    expect(other?.items[0]).toMatchObject({ waiting: false, devicePhoto: null, photo: { id: 5 } })
  })

  it('is gone once a waiting write deletes it', () => {
    expect(overlayDetail(detail, [pending(deleteWrite(3, 'List 3'))], me)).toBeNull()
  })
})
