import type { Context, MiddlewareHandler } from 'hono'
import { type FieldErrors, fieldErrors } from './http-errors.ts'

/** The largest body a route takes unless it declares its own (body-limits.ts): JSON's. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024
export const BODY_TOO_LARGE = 'Request body is too large'
export const CONTROL_CHARACTERS = 'Control characters are not allowed'
export const NESTED_TOO_DEEPLY = 'Request body is nested too deeply'
/** No API body is more than a few levels deep; a deeper one is refused before anything walks it. */
const MAX_JSON_DEPTH = 32

/** Fields a person types several lines into: tab and line feed are text there. */
const FREE_TEXT_FIELDS = new Set(['description', 'message', 'email_text', 'stack', 'note'])
/** Every C0 control character; in free text all but tab and line feed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const ANY_CONTROL = /[\u0000-\u001f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_IN_FREE_TEXT = /[\u0000-\u0008\u000b-\u001f]/

/** The dotted path of every text in a JSON value that holds a refused control character. */
export function controlCharacterFields(value: unknown, path = '', found: string[] = []): string[] {
  if (typeof value === 'string') {
    const leaf = path.split('.').pop() ?? ''
    const refused = FREE_TEXT_FIELDS.has(leaf) ? CONTROL_IN_FREE_TEXT : ANY_CONTROL
    if (refused.test(value)) found.push(path || 'base')
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      controlCharacterFields(item, path ? `${path}.${index}` : String(index), found)
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (ANY_CONTROL.test(key)) found.push(path || 'base')
      else controlCharacterFields(item, path ? `${path}.${key}` : key, found)
    }
  }
  return found
}

/** Whether a JSON value holds objects or arrays more than `levels` deep; stops looking past that. */
function nestedDeeperThan(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false
  if (levels === 0) return true
  return Object.values(value).some((item) => nestedDeeperThan(item, levels - 1))
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

const isJson = (c: Context) =>
  /^application\/([a-z.+-]*\+)?json\b/i.test(c.req.header('content-type') ?? '')

/**
 * 400 for a JSON body nested more than 32 levels deep (walking it would overflow the stack);
 * 422 for a C0 control character (NUL included) in the path, a query parameter or any JSON field;
 * tab and line feed pass in free text only. Nothing the database or a mail header would choke on
 * gets past this (docs/security.md, input).
 */
export const controlCharacterGuard: MiddlewareHandler = async (c, next) => {
  const found: string[] = []
  if (ANY_CONTROL.test(decoded(c.req.path))) found.push('path')
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (ANY_CONTROL.test(key) || ANY_CONTROL.test(value))
      found.push(ANY_CONTROL.test(key) ? 'base' : key)
  }
  if (c.req.raw.body && isJson(c)) {
    const text = await c.req.text()
    // A fresh body for anything after this that reads the stream (a route's own body limit).
    c.req.raw = new Request(c.req.raw, { body: text })
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return c.json({ errors: ['Malformed JSON in request body'] }, 400)
    }
    if (nestedDeeperThan(body, MAX_JSON_DEPTH)) return c.json({ errors: [NESTED_TOO_DEEPLY] }, 400)
    controlCharacterFields(body, '', found)
  }
  return found.length === 0 ? next() : fieldErrors(c, controlCharacterErrors(found))
}

/** The 422's messages for the fields controlCharacterFields found. */
export function controlCharacterErrors(fields: string[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of fields) errors[field] = [CONTROL_CHARACTERS]
  return errors
}
