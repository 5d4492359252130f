import { checkedValues } from './filter-values.ts'
import type { TacticFilterGroup } from './get-tactic.ts'
import { NO_VALUE } from './tactic-messages.ts'

/** Every filter group with its checked values, or "--" (docs/spec/marketplace.md §2 Tactic details). */
export function FilterGroupsList({ groups }: { groups: TacticFilterGroup[] }) {
  return (
    <dl className="facts facts--groups">
      {groups.map((group) => {
        const values = checkedValues(group)
        return (
          <div key={group.id}>
            <dt>{group.name}</dt>
            <dd>{values.length ? values.join(', ') : NO_VALUE}</dd>
          </div>
        )
      })}
    </dl>
  )
}
