// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SwitchRow } from './switch-row.tsx'

afterEach(cleanup)

describe('SwitchRow', () => {
  it('is a switch named by its label, described by its hint, that reports the new state', () => {
    const onChange = vi.fn()
    render(
      <SwitchRow checked={false} hint="Sent on Mondays" spread onChange={onChange}>
        Weekly digest
      </SwitchRow>,
    )
    const toggle = screen.getByRole('switch', {
      name: 'Weekly digest',
      description: 'Sent on Mondays',
      checked: false,
    })
    fireEvent.click(screen.getByText('Weekly digest'))
    expect(onChange).toHaveBeenCalledWith(true)
    expect(toggle).toBe(screen.getByRole('switch'))
  })

  it('takes a fuller name where the label alone would not say which setting it is', () => {
    render(
      <SwitchRow checked label="Email alerts: Trade show picks" onChange={() => {}}>
        Email alerts
      </SwitchRow>,
    )
    expect(
      screen.getByRole('switch', { name: 'Email alerts: Trade show picks', checked: true }),
    ).toBeTruthy()
  })
})
