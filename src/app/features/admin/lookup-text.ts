import { LOOKUP_KIND_TRAITS, type LookupKind } from '#domain/admin-lookups.ts'
import { counted } from './counted.ts'

/** What the admin site's Lookups section says (docs/api-admin.md, "Lookups"). */
export const LOOKUP_TEXT = {
  title: 'Lookups',
  intro:
    'The lists the search filters, the company form and the tactic form offer. A change is read by the next search and form.',
  kind: 'List',
  add: (kind: LookupKind) => `Add a ${LOOKUP_KIND_TRAITS[kind].one}`,
  addTitle: (kind: LookupKind) => `New ${LOOKUP_KIND_TRAITS[kind].one}`,
  renameTitle: (name: string) => `Rename ${name}`,
  name: 'Name',
  section: (one: string) => one.charAt(0).toUpperCase() + one.slice(1),
  parent: 'Under',
  top: 'At the top level',
  min: 'From year',
  max: 'To year',
  save: 'Save',
  cancel: 'Cancel',
  count: (kind: LookupKind, n: number) => counted(n, LOOKUP_KIND_TRAITS[kind].one, 'entries'),
  uses: (kind: LookupKind, n: number) =>
    LOOKUP_KIND_TRAITS[kind].uses === 'vendors'
      ? counted(n, 'vendor', 'vendors')
      : counted(n, 'tactic', 'tactics'),
  children: (n: number) => counted(n, 'entry under it', 'entries under it'),
  empty: 'Nothing is in this list yet.',
  rename: (name: string) => `Rename ${name}`,
  remove: (name: string) => `Delete ${name}`,
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  deleteTitle: 'Delete this entry?',
  deleteQuestion: (name: string) => `${name} will no longer be offered in the app.`,
  delete: 'Delete',
  mergeTitle: (name: string) => `Merge ${name}`,
  mergeNote: (name: string, uses: string, nested: boolean) =>
    `${name} is in use (${uses}), so it cannot just be deleted. Choose the entry that takes its place: everything using it${nested ? ', and every entry under it,' : ''} moves there, then ${name} is deleted.`,
  mergeInto: 'Merge into',
  merge: 'Merge and delete',
  mergeRequired: 'Choose what to merge it into',
  added: (name: string) => `${name} added.`,
  renamed: (name: string) => `Renamed to ${name}.`,
  moved: (name: string, place: number, total: number) => `${name} is now ${place} of ${total}.`,
  deleted: (name: string) => `${name} deleted.`,
  merged: (name: string, into: string) => `${name} merged into ${into}.`,
  failed: 'The change could not be saved. Try again.',
} as const
