import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CompareSearchSchema, comparedIds, compareSearchOf } from './compare-search.ts'

const parse = (input: unknown) => v.parse(CompareSearchSchema, input)

describe('the /compare query', () => {
  it('reads tactics=1,2,3 as the text the URL holds, and a lone number too', () => {
    expect(parse({ tactics: '3,1,8' })).toEqual({ tactics: '3,1,8' })
    expect(parse({ tactics: 12 })).toEqual({ tactics: '12' })
    expect(parse({ tactics: '1;drop' })).toEqual({ tactics: undefined })
    expect(parse({})).toEqual({ tactics: undefined })
  })

  it('compares 2 to 4 distinct tactics, in the order asked', () => {
    expect(comparedIds({ tactics: '3,1,8' })).toEqual([3, 1, 8])
    expect(comparedIds({ tactics: '3,3,1' })).toEqual([3, 1])
    expect(comparedIds({ tactics: '3' })).toBeNull()
    expect(comparedIds({ tactics: '1,2,3,4,5' })).toBeNull()
    expect(comparedIds({ tactics: '0,2' })).toBeNull()
    expect(comparedIds({ tactics: undefined })).toBeNull()
    expect(compareSearchOf([4, 2])).toEqual({ tactics: '4,2' })
  })
})
