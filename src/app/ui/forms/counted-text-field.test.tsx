// @vitest-environment jsdom
import { useForm, valiForm } from '@modular-forms/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../domain/fields.ts'
import { CountedTextField } from './counted-text-field.tsx'
import { TextAreaField } from './text-area-field.tsx'

afterEach(cleanup)

function Controlled({ rows }: { rows?: number }) {
  const [value, setValue] = useState('')
  return (
    <CountedTextField label="Subject" value={value} onValueChange={setValue} max={5} rows={rows} />
  )
}

const Schema = v.object({ note: v.pipe(v.string(), v.maxLength(10, MESSAGES.tooLong(10))) })

function BoundForm() {
  const [, { Form, Field }] = useForm<{ note: string }>({
    initialValues: { note: '' },
    validate: valiForm(Schema),
  })
  return (
    <Form onSubmit={() => {}}>
      <Field name="note">
        {(field, props) => (
          <TextAreaField field={field} props={props} label="Note" maxLength={10} />
        )}
      </Field>
      <button type="submit">Save</button>
    </Form>
  )
}

describe('CountedTextField', () => {
  it.each([undefined, 4])(
    'keeps what is pasted past the limit and says it is too long (rows %s)',
    (rows) => {
      render(<Controlled rows={rows} />)
      const box = screen.getByLabelText('Subject')
      fireEvent.change(box, { target: { value: 'abcde' } })
      expect(screen.getByText('5 / 5')).toBeTruthy()
      expect(screen.queryByText(MESSAGES.tooLong(5))).toBeNull()
      expect(box.getAttribute('aria-invalid')).toBe('false')

      fireEvent.change(box, { target: { value: 'abcdefg' } })
      expect((box as HTMLInputElement).value).toBe('abcdefg')
      expect(box.hasAttribute('maxlength')).toBe(false)
      expect(screen.getByText('7 / 5')).toBeTruthy()
      expect(screen.getByText(MESSAGES.tooLong(5))).toBeTruthy()
      expect(box.getAttribute('aria-invalid')).toBe('true')
    },
  )

  it('shows a given error before the over-limit one', () => {
    render(<CountedTextField label="Message" value="toolong" max={3} error="Server says no" />)
    expect(screen.getByText('Server says no')).toBeTruthy()
    expect(screen.queryByText(MESSAGES.tooLong(3))).toBeNull()
  })
})

describe('TextAreaField', () => {
  it('binds a modular-forms field: typed text counts, and the schema message shows once', async () => {
    render(<BoundForm />)
    const box = screen.getByLabelText('Note') as HTMLTextAreaElement
    await act(async () => {
      fireEvent.input(box, { target: { value: 'x'.repeat(11) } })
      fireEvent.change(box, { target: { value: 'x'.repeat(11) } })
    })
    expect(box.value).toBe('x'.repeat(11))
    expect(screen.getByText('11 / 10')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    })
    expect(screen.getAllByText(MESSAGES.tooLong(10))).toHaveLength(1)
  })
})
