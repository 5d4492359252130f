import { IonButton, IonItem, IonLabel, IonList } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useId, useState } from 'react'
import type { AdminCompany } from '#domain/admin-companies.ts'
import { useApi } from '../../api/use-api.ts'
import { InputBox } from '../../ui/forms/input-box.tsx'
import { companiesQuery } from './admin-queries.ts'
import { COMPANY_TEXT, companyFacts } from './company-text.ts'

/** The shortest name part worth a search. */
const QUERY_MIN = 2

/** One company of a merge: found by name, then shown with its facts until another is chosen. */
export function CompanyPicker({
  label,
  chosen,
  except,
  onChoose,
}: {
  label: string
  chosen: AdminCompany | null
  /** The other company of the merge, which this one cannot be. */
  except: number | undefined
  onChoose: (company: AdminCompany | null) => void
}) {
  const titleId = useId()
  const [typed, setTyped] = useState('')
  const query = useDeferredValue(typed.trim())
  const found = useQuery({
    ...companiesQuery(useApi(), query),
    enabled: query.length >= QUERY_MIN,
  })
  if (chosen) {
    return (
      <section className="company-picker" aria-labelledby={titleId}>
        <h3 id={titleId}>{label}</h3>
        <p className="company-picker__chosen">
          <strong>{chosen.name}</strong>
          <span className="item-columns__muted">{companyFacts(chosen)}</span>
        </p>
        <IonButton fill="outline" onClick={() => onChoose(null)}>
          {COMPANY_TEXT.change}
        </IonButton>
      </section>
    )
  }
  const companies = (found.data ?? []).filter((company) => company.id !== except)
  return (
    <section className="company-picker" aria-labelledby={titleId}>
      <h3 id={titleId}>{label}</h3>
      <InputBox
        label={COMPANY_TEXT.find}
        type="search"
        autoComplete="off"
        value={typed}
        onValue={setTyped}
      />
      {query.length >= QUERY_MIN && (
        <div role="status" className="company-picker__results">
          {found.isFetching && companies.length === 0 ? (
            <p className="item-columns__muted">{COMPANY_TEXT.searching}</p>
          ) : companies.length === 0 ? (
            <p className="item-columns__muted">{COMPANY_TEXT.noMatch(query)}</p>
          ) : (
            <IonList lines="full" className="company-picker__options">
              {companies.map((company) => (
                <IonItem key={company.id} button detail={false} onClick={() => onChoose(company)}>
                  <IonLabel className="ion-text-wrap">
                    <strong>
                      <span className="visually-hidden">{COMPANY_TEXT.choose}</span>
                      {company.name}
                    </strong>
                    <p>{companyFacts(company)}</p>
                  </IonLabel>
                </IonItem>
              ))}
            </IonList>
          )}
        </div>
      )}
    </section>
  )
}
