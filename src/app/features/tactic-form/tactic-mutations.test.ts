import { describe, expect, it } from 'vitest'
import { tacticFormData } from './tactic-mutations.ts'

describe('tacticFormData', () => {
  it('sends each field JSON-encoded and the files as illustration1..illustration5', () => {
    const files = ['a.png', 'b.pdf'].map((name) => new File(['x'], name))
    const body = tacticFormData(
      { name: 'Endcap', tactic_type_ids: [5], filters: [{ id: 1, children: [10] }] },
      files,
    )
    expect(body.get('name')).toBe('"Endcap"')
    expect(body.get('tactic_type_ids')).toBe('[5]')
    expect(body.get('filters')).toBe('[{"id":1,"children":[10]}]')
    expect((body.get('illustration1') as File).name).toBe('a.png')
    expect((body.get('illustration2') as File).name).toBe('b.pdf')
    expect(body.has('illustration3')).toBe(false)
  })
})
