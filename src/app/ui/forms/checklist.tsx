import './forms.css'
import type { Ref } from 'react'
import { CheckRow } from './check-row.tsx'
import type { ChoiceOption } from './choice-options.ts'

type Props = {
  options: readonly ChoiceOption[]
  selected: readonly string[]
  /** Called once per change of an option, with whether it is now ticked. */
  onCheck: (id: string, checked: boolean) => void
  /** Children show under a ticked parent, or always while a search narrows the list. */
  showAllChildren?: boolean
  /** The first checkbox, which takes focus when the field has an error. */
  firstRef?: Ref<HTMLInputElement>
  /** The list's screen-reader name, for a nested list. */
  label?: string
}

/** Checkboxes in rows a finger can hit, a grouped option's own choices nested under it. */
export function Checklist({ options, selected, onCheck, showAllChildren, firstRef, label }: Props) {
  return (
    <ul className="checklist plain-list" aria-label={label}>
      {options.map((option, index) => {
        const checked = selected.includes(option.id)
        const children = option.children ?? []
        return (
          <li key={option.id}>
            <CheckRow
              inputRef={index === 0 ? firstRef : undefined}
              checked={checked}
              onChange={(next) => onCheck(option.id, next)}
            >
              {option.name}
            </CheckRow>
            {children.length > 0 && (checked || showAllChildren) && (
              <Checklist
                options={children}
                selected={selected}
                onCheck={onCheck}
                label={option.name}
              />
            )}
          </li>
        )
      })}
    </ul>
  )
}
