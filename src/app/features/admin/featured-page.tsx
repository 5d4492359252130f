import { IonButton } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminFeatured } from '#domain/admin-featured.ts'
import { useApi } from '../../api/use-api.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { UnsavedChangesModal } from '../../ui/unsaved-changes-modal.tsx'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { featuredQuery } from './admin-queries.ts'
import { ADMIN_TEXT } from './admin-text.ts'
import type { FeaturedEntry } from './featured-entry.ts'
import { FeaturedList } from './featured-list.tsx'
import { type FeaturedChange, useSaveFeatured } from './featured-save.ts'
import { useOrderedDraft } from './ordered-draft.ts'
import { useLeavePrompt } from './use-leave-prompt.ts'

/** /admin/featured: the featured tactics of the carousel and the featured vendors, in order. */
export function FeaturedPage() {
  usePageMeta({ title: `${ADMIN_TEXT.featured} · Admin` })
  const query = useQuery(featuredQuery(useApi()))
  return (
    <>
      <h1>{ADMIN_TEXT.featured}</h1>
      <p className="admin-page__intro">{ADMIN_TEXT.featuredIntro}</p>
      <AdminLoadState query={query}>{(saved) => <FeaturedEditor saved={saved} />}</AdminLoadState>
    </>
  )
}

/** Both lists edited together, saved together by the bar below them. */
function FeaturedEditor({ saved }: { saved: AdminFeatured }) {
  const tactics = useOrderedDraft<FeaturedEntry>(saved.tactics)
  const vendors = useOrderedDraft<FeaturedEntry>(saved.vendors)
  const [announcement, setAnnouncement] = useState('')
  const save = useSaveFeatured()
  const changed = tactics.changed || vendors.changed
  const saveChanges = async () => {
    const changes: FeaturedChange[] = []
    if (tactics.changed) {
      changes.push({
        kind: 'tactic',
        ids: tactics.items.map((t) => t.id),
        onSaved: tactics.discard,
      })
    }
    if (vendors.changed) {
      changes.push({
        kind: 'vendor',
        ids: vendors.items.map((v) => v.id),
        onSaved: vendors.discard,
      })
    }
    return save.mutateAsync(changes).then(
      () => true,
      () => false,
    )
  }
  const leave = useLeavePrompt(changed, saveChanges)
  return (
    <>
      <div className="featured-lists">
        <FeaturedList kind="tactic" draft={tactics} announce={setAnnouncement} />
        <FeaturedList kind="vendor" draft={vendors} announce={setAnnouncement} />
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="featured-save">
        <p className="featured-save__state" role="status">
          {changed ? ADMIN_TEXT.unsavedFeatured : ADMIN_TEXT.featuredUpToDate}
        </p>
        <div className="wrap-row">
          <IonButton
            fill="outline"
            disabled={!changed || save.isPending}
            onClick={() => {
              tactics.discard()
              vendors.discard()
            }}
          >
            {ADMIN_TEXT.discardChanges}
          </IonButton>
          <PendingButton
            pending={save.isPending}
            disabled={!changed}
            onClick={() => void saveChanges()}
          >
            {ADMIN_TEXT.save}
          </PendingButton>
        </div>
      </div>
      <UnsavedChangesModal question={ADMIN_TEXT.featuredUnsavedQuestion} {...leave} />
    </>
  )
}
