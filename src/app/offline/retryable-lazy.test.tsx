import { Suspense } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { retryableLazy } from './retryable-lazy.ts'

const drawn = (element: React.ReactNode) =>
  renderToStaticMarkup(<Suspense fallback={<p>waiting</p>}>{element}</Suspense>)

describe('retryableLazy', () => {
  it('draws a part whose code arrived before its first render at once, without suspending', async () => {
    const Part = retryableLazy(async () => ({
      default: ({ name }: { name: string }) => <p>{name}</p>,
    }))
    await Part.preload()
    expect(drawn(<Part name="drawn" />)).toBe('<p>drawn</p>')
  })

  it('waits for a part whose code has not arrived', () => {
    const Part = retryableLazy(() => new Promise<{ default: () => null }>(() => {}))
    void Part.preload()
    expect(drawn(<Part />)).toBe('<p>waiting</p>')
  })
})
