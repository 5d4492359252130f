import '../../ui/ionic-setup.ts'
import '../../ui/forms/choice-groups.css'
import '../../ui/forms/forms.css'
import { IonRadio, IonRadioGroup } from '@ionic/react'
import { Checklist } from '../../ui/forms/checklist.tsx'

type Option = { id: number; name: string }

type CheckboxProps = {
  legend: string
  options: readonly Option[]
  selected: readonly number[]
  onChange: (selected: number[]) => void
}

/** A group of Ionic checkboxes; the value is the ids checked in this group. */
export function CheckboxList({ legend, options, selected, onChange }: CheckboxProps) {
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <Checklist
        options={options.map((option) => ({ id: String(option.id), name: option.name }))}
        selected={selected.map(String)}
        onCheck={(id, checked) =>
          onChange(
            checked
              ? [...selected, Number(id)]
              : selected.filter((selectedId) => selectedId !== Number(id)),
          )
        }
      />
    </fieldset>
  )
}

type RadioProps<T extends Option> = {
  legend: string
  options: readonly T[]
  checkedId: number | undefined
  onChange: (option: T) => void
}

/** A single choice among Ionic radios, in rows like the checkboxes beside them. */
export function RadioList<T extends Option>({
  legend,
  options,
  checkedId,
  onChange,
}: RadioProps<T>) {
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <IonRadioGroup
        className="checklist"
        value={checkedId === undefined ? undefined : String(checkedId)}
        onIonChange={(event) => {
          const option = options.find(({ id }) => String(id) === event.detail.value)
          if (option) onChange(option)
        }}
      >
        {options.map((option) => (
          <IonRadio
            key={option.id}
            className="form-check"
            value={String(option.id)}
            labelPlacement="end"
            justify="start"
          >
            {option.name}
          </IonRadio>
        ))}
      </IonRadioGroup>
    </fieldset>
  )
}
