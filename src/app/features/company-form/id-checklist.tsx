import { Checklist } from '../../ui/forms/checklist.tsx'

type Props = {
  legend: string
  options: readonly { id: number; name: string }[]
  selected: number[]
  onChange: (ids: number[]) => void
}

/** A group of checkboxes over a list of ids (vendor types, diversity certifications). */
export function IdChecklist({ legend, options, selected, onChange }: Props) {
  const check = (id: string, checked: boolean) => {
    const value = Number(id)
    if (selected.includes(value) === checked) return
    onChange(checked ? [...selected, value] : selected.filter((other) => other !== value))
  }
  return (
    <fieldset className="form-group">
      <legend>{legend}</legend>
      <Checklist
        options={options.map((option) => ({ id: String(option.id), name: option.name }))}
        selected={selected.map(String)}
        onCheck={check}
      />
    </fieldset>
  )
}
