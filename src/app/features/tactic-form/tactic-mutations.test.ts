import { describe, expect, it } from 'vitest'
import { tacticFormFields } from './tactic-mutations.ts'

describe('tacticFormFields', () => {
  it('sends each field JSON-encoded and the files as illustration1..illustration5', () => {
    const files = ['a.png', 'b.pdf'].map((name) => new File(['x'], name))
    const fields = tacticFormFields(
      { name: 'Endcap', tactic_type_ids: [5], filters: [{ id: 1, children: [10] }] },
      files,
    )
    expect(fields.name).toBe('"Endcap"')
    expect(fields.tactic_type_ids).toBe('[5]')
    expect(fields.filters).toBe('[{"id":1,"children":[10]}]')
    expect(fields.illustration1).toBe(files[0])
    expect(fields.illustration2).toBe(files[1])
    expect(fields).not.toHaveProperty('illustration3')
  })
})
