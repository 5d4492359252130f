import '../../ui/forms/forms.css'
import { IonButton, IonSearchbar } from '@ionic/react'
import { useId, useState } from 'react'
import type { AdminExhibitor } from '#domain/events.ts'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { InputBox } from '../../ui/forms/input-box.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { useSearchbarInput } from '../../ui/use-searchbar-input.ts'
import type { useExhibitorChange } from './event-actions.ts'
import {
  checkExhibitorForm,
  EXHIBITOR_FIELDS,
  type ExhibitorField,
  type FormErrors,
  serverErrors,
} from './event-form.ts'
import { ADMIN_EVENT_TEXT } from './event-text.ts'
import { type VendorMatch, VendorMatches } from './vendor-matches.tsx'

/** Typing pauses this long before vendors are asked for. */
const SEARCH_DEBOUNCE_MS = 300

type Vendor = VendorMatch

type Props = {
  /** The exhibitor whose booth changes; none to add a vendor. */
  exhibitor: AdminExhibitor | null
  /** The booths of the entries shown, by vendor: a vendor chosen again has its booth changed. */
  booths: ReadonlyMap<number, string>
  change: ReturnType<typeof useExhibitorChange>
  isOpen: boolean
  onClose: () => void
}

/**
 * Adds a vendor to the event at a booth, approved at once (PUT /admin/events/{id}/exhibitors), or
 * changes an exhibitor's booth. What was typed stays when the server refuses it (a booth another
 * exhibitor holds), its message under its field. Mount one per exhibitor: Ionic reads a modal's
 * name once.
 */
export function ExhibitorFormModal({ exhibitor, booths, change, isOpen, onClose }: Props) {
  const [vendor, setVendor] = useState<Vendor | null>(exhibitor?.vendor ?? null)
  const [booth, setBooth] = useState(exhibitor?.booth ?? '')
  const [errors, setErrors] = useState<FormErrors<ExhibitorField>>({})
  const submit = () => {
    const checked = checkExhibitorForm(vendor?.id ?? null, booth)
    if ('errors' in checked || !vendor) return setErrors('errors' in checked ? checked.errors : {})
    setErrors({})
    change.mutate(
      { action: 'save', vendor, booth: checked.input.booth },
      {
        onSuccess: onClose,
        onError: (error) => setErrors(serverErrors(EXHIBITOR_FIELDS, fieldErrorsOf(error))),
      },
    )
  }
  const current = vendor && !exhibitor ? booths.get(vendor.id) : undefined
  return (
    <AppModal
      isOpen={isOpen}
      title={
        exhibitor
          ? ADMIN_EVENT_TEXT.boothTitle(exhibitor.vendor.name)
          : ADMIN_EVENT_TEXT.addExhibitorTitle
      }
      onClose={onClose}
      sheetHeight="content"
      className="event-form"
    >
      <form
        className="event-form__fields"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        {errors.base && (
          <p className="alert alert--danger" role="alert">
            {errors.base}
          </p>
        )}
        {!exhibitor && (
          <VendorChoice
            chosen={vendor}
            error={errors.vendor_id}
            onChoose={(chosen) => {
              setVendor(chosen)
              setErrors((before) => ({ ...before, vendor_id: undefined }))
            }}
          />
        )}
        {current !== undefined && (
          <p className="event-form__note" role="status">
            {ADMIN_EVENT_TEXT.alreadyExhibits(current)}
          </p>
        )}
        <InputBox
          label={ADMIN_EVENT_TEXT.boothNumber}
          autoComplete="off"
          autoCapitalize="characters"
          value={booth}
          hint={ADMIN_EVENT_TEXT.boothHint}
          error={errors.booth}
          onValue={(typed) => {
            setBooth(typed)
            setErrors((before) => ({ ...before, booth: undefined }))
          }}
        />
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={onClose}>
            {ADMIN_EVENT_TEXT.cancel}
          </IonButton>
          <PendingButton type="submit" pending={change.isPending}>
            {ADMIN_EVENT_TEXT.save}
          </PendingButton>
        </div>
      </form>
    </AppModal>
  )
}

/** The vendor of a new exhibitor: found by name, then shown until another is chosen. */
function VendorChoice({
  chosen,
  error,
  onChoose,
}: {
  chosen: Vendor | null
  error: string | undefined
  onChoose: (vendor: Vendor | null) => void
}) {
  const errorId = useId()
  const [typed, setTyped] = useState('')
  const query = typed.trim()
  const label = useSearchbarInput({
    'aria-label': ADMIN_EVENT_TEXT.findVendor,
    'aria-describedby': error ? errorId : undefined,
    'aria-invalid': error ? 'true' : undefined,
  })
  return (
    <fieldset className="form-group event-vendor">
      <legend>{ADMIN_EVENT_TEXT.vendor}</legend>
      {chosen ? (
        <div className="event-vendor__chosen">
          <strong>{chosen.name}</strong>
          <IonButton fill="outline" onClick={() => onChoose(null)}>
            {ADMIN_EVENT_TEXT.changeVendor}
          </IonButton>
        </div>
      ) : (
        <>
          <IonSearchbar
            ref={label}
            className="outlined-searchbar"
            value={typed}
            placeholder={ADMIN_EVENT_TEXT.findVendor}
            aria-label={ADMIN_EVENT_TEXT.findVendor}
            debounce={SEARCH_DEBOUNCE_MS}
            onIonInput={(event) => setTyped(event.detail.value ?? '')}
          />
          <VendorMatches
            query={query}
            texts={ADMIN_EVENT_TEXT}
            onChoose={(vendor) => {
              setTyped('')
              onChoose(vendor)
            }}
          />
        </>
      )}
      {error && (
        <p className="form-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
