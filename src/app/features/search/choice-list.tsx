import '../../ui/forms/choice-groups.css'
import { useId } from 'react'

type Option = { id: number; name: string }

type CheckboxProps = {
  legend: string
  options: readonly Option[]
  selected: readonly number[]
  onChange: (selected: number[]) => void
}

/** A group of checkboxes; the value is the ids checked in this group. */
export function CheckboxList({ legend, options, selected, onChange }: CheckboxProps) {
  const name = useId()
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <ul className="choice-list">
        {options.map((option) => (
          <li key={option.id} className="form-check">
            <input
              id={`${name}-${option.id}`}
              type="checkbox"
              checked={selected.includes(option.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...selected, option.id]
                    : selected.filter((id) => id !== option.id),
                )
              }
            />
            <label htmlFor={`${name}-${option.id}`}>{option.name}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

type RadioProps<T extends Option> = {
  legend: string
  options: readonly T[]
  checkedId: number | undefined
  onChange: (option: T) => void
}

/** A single choice among radios. */
export function RadioList<T extends Option>({
  legend,
  options,
  checkedId,
  onChange,
}: RadioProps<T>) {
  const name = useId()
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <ul className="choice-list">
        {options.map((option) => (
          <li key={option.id} className="form-check">
            <input
              id={`${name}-${option.id}`}
              type="radio"
              name={name}
              checked={checkedId === option.id}
              onChange={() => onChange(option)}
            />
            <label htmlFor={`${name}-${option.id}`}>{option.name}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
