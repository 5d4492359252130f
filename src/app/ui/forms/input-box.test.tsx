// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '#domain/fields.ts'
import { CountedTextField } from './counted-text-field.tsx'
import { InputBox } from './input-box.tsx'

afterEach(cleanup)

describe('InputBox', () => {
  it('is named by its label and described by its hint, which an error replaces', () => {
    const hint = 'As on the floor plan'
    const box = (error?: string) => (
      <InputBox label="Booth number" value="" hint={hint} error={error} onValue={() => {}} />
    )
    const { rerender } = render(box())
    const input = screen.getByRole('textbox', { name: 'Booth number', description: hint })
    expect(input.getAttribute('aria-invalid')).toBeNull()

    rerender(box('Unknown booth'))
    expect(screen.getByRole('textbox', { description: 'Unknown booth' })).toBe(input)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText(hint)).toBeNull()
  })

  it('hands each keystroke to onValue', () => {
    const onValue = vi.fn()
    render(<InputBox label="Name" value="" onValue={onValue} />)
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Trade show picks' } })
    expect(onValue).toHaveBeenCalledWith('Trade show picks')
  })
})

describe('CountedTextField', () => {
  it('counts what was typed in a text area and says past the limit that it is too long', () => {
    const field = (value: string) => (
      <CountedTextField label="Message" value={value} max={5} rows={4} onValueChange={() => {}} />
    )
    const { rerender } = render(field('abc'))
    const area = screen.getByRole('textbox', { name: 'Message', description: '3 / 5' })
    expect(area.tagName).toBe('TEXTAREA')

    rerender(field('abcdef'))
    const over = screen.getByRole('textbox', { description: `${MESSAGES.tooLong(5)} 6 / 5` })
    expect(over).toBe(area)
    expect(area.getAttribute('aria-invalid')).toBe('true')
  })
})
