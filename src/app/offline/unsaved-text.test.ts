// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { hasUnsavedText, watchTyping } from './unsaved-text.ts'

watchTyping()

function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('hasUnsavedText', () => {
  afterEach(() => document.body.replaceChildren())

  it('is true once the user typed into a field, until the form is submitted', () => {
    document.body.innerHTML = '<form><textarea></textarea><input type="checkbox"></form>'
    const form = document.querySelector('form') as HTMLFormElement
    expect(hasUnsavedText()).toBe(false)
    ;(document.querySelector('input') as HTMLInputElement).dispatchEvent(
      new Event('input', { bubbles: true }),
    )
    expect(hasUnsavedText()).toBe(false)
    type(document.querySelector('textarea') as HTMLTextAreaElement, 'A note for the vendor')
    expect(hasUnsavedText()).toBe(true)
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(hasUnsavedText()).toBe(false)
  })

  it('forgets fields that were cleared or left the page', () => {
    document.body.innerHTML = '<input type="text"><input type="email">'
    const [text, email] = document.querySelectorAll('input')
    type(text as HTMLInputElement, 'draft')
    type(email as HTMLInputElement, 'a@b.example')
    type(text as HTMLInputElement, '  ')
    expect(hasUnsavedText()).toBe(true)
    email?.remove()
    expect(hasUnsavedText()).toBe(false)
  })
})
