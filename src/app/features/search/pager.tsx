import { IonButton } from '@ionic/react'
import { chevronBack, chevronForward } from 'ionicons/icons'
import { Icon } from '../../ui/icon.tsx'
import { pagerItems } from './paging.ts'

type Props = { page: number; count: number; onPage: (page: number) => void }

/** Page links of the results; not shown for a single page (docs/spec/marketplace.md §2). */
export function Pager({ page, count, onPage }: Props) {
  if (count <= 1) return null
  return (
    <nav className="pager" aria-label="Result pages">
      <IonButton
        fill="outline"
        disabled={page <= 1}
        aria-label="Previous page"
        onClick={() => onPage(page - 1)}
      >
        <Icon icon={chevronBack} size={18} />
      </IonButton>
      <ul className="plain-list">
        {pagerItems(page, count).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <IonButton
                fill={item === page ? 'solid' : 'outline'}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </IonButton>
            </li>
          ),
        )}
      </ul>
      <IonButton
        fill="outline"
        disabled={page >= count}
        aria-label="Next page"
        onClick={() => onPage(page + 1)}
      >
        <Icon icon={chevronForward} size={18} />
      </IonButton>
    </nav>
  )
}
