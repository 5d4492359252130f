import { describe, expect, it } from 'vitest'
import { SHORTLIST_MESSAGES } from '#domain/shortlists.ts'
import { nameProblem } from './shortlist-name.ts'

describe('nameProblem', () => {
  it('asks for a name of 1 to 60 characters', () => {
    expect(nameProblem('  ', [])).toBe(SHORTLIST_MESSAGES.nameRequired)
    expect(nameProblem('x'.repeat(61), [])).toBe('Too long, maximum 60 chars')
    expect(nameProblem('Picks', [])).toBeNull()
  })

  it('refuses a name the user already has, whatever the case, but not the list its own', () => {
    expect(nameProblem('my shortlist ', ['My shortlist'])).toBe(SHORTLIST_MESSAGES.nameTaken)
    expect(nameProblem('MY SHORTLIST', ['My shortlist'], 'My shortlist')).toBeNull()
  })
})
