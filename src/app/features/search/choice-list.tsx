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

/** A group of checkboxes; the value is the ids checked in this group. */
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
  /** A first radio that stands for no choice, checked when none is: undefined is chosen. */
  any?: string
  options: readonly T[]
  checkedId: number | undefined
  onChange: (option: T | undefined) => void
}

/** The value of the `any` radio: option ids are positive. */
const ANY_VALUE = ''

/** A single choice among Ionic radios, in rows like the checkboxes beside them. */
export function RadioList<T extends Option>({
  legend,
  any,
  options,
  checkedId,
  onChange,
}: RadioProps<T>) {
  const choices = [
    ...(any === undefined ? [] : [{ value: ANY_VALUE, name: any }]),
    ...options.map((option) => ({ value: String(option.id), name: option.name })),
  ]
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <IonRadioGroup
        className="checklist"
        value={
          checkedId === undefined ? (any === undefined ? undefined : ANY_VALUE) : String(checkedId)
        }
        onIonChange={(event) =>
          onChange(options.find(({ id }) => String(id) === event.detail.value))
        }
      >
        {choices.map((choice) => (
          <IonRadio
            key={choice.value}
            className="form-check"
            value={choice.value}
            labelPlacement="end"
            justify="start"
          >
            {choice.name}
          </IonRadio>
        ))}
      </IonRadioGroup>
    </fieldset>
  )
}
