import { describe, expect, it } from 'vitest'
import { csvLine } from './csv.ts'

describe('a CSV line', () => {
  it('quotes what holds a comma, quote or line break, and opens a formula as text', () => {
    expect(csvLine(['plain', 3, null, 'a, b', 'say "hi"', 'two\nlines'])).toBe(
      'plain,3,,"a, b","say ""hi""","two\nlines"\r\n',
    )
    expect(csvLine(['=HYPERLINK("x")', '+1', '-1', '@sum', '\tcmd'])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-1,'@sum,'\tcmd\r\n`,
    )
  })
})
