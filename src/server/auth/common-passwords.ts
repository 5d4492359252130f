import { dictionary } from '@zxcvbn-ts/language-common'
import * as v from 'valibot'
import { MESSAGES } from '../../domain/fields.ts'

/** Built on first use: the package's 49,000 common and breached passwords, lower case. */
let commonPasswords: Set<string> | undefined

/** The digits and symbols people put around a word to pass a complexity rule. */
const AROUND_A_WORD = /^[^a-z]+|[^a-z]+$/g
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
}
/** Shorter words are part of too many good passwords to refuse a password for containing one. */
const WORD_MIN = 4

/** The password as typed, and the word it is made of: `P@ssw0rd1!` → `p@ssw0rd`, `password`. */
function variants(password: string): string[] {
  const lower = password.toLowerCase()
  const word = lower.replace(AROUND_A_WORD, '')
  const unleet = word.replace(/[@4310!$57]/g, (c) => LEET[c] ?? c)
  return [lower, ...[word, unleet].filter((w) => w.length >= WORD_MIN)]
}

/** Whether the password, or the word it is made of, is in the shipped list of common passwords. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((w) => w.toLowerCase()))
  const list = commonPasswords
  return variants(password).some((candidate) => list.has(candidate))
}

type WithPassword = { password: string }

const isPasswordIssue = (issue: v.BaseIssue<unknown>) => issue.path?.[0]?.key === 'password'

/**
 * The server's check of a new password on top of the domain schema's rules: a password that meets
 * them but is common is refused under `password`, beside the other fields' messages. Server only:
 * the list is 380 KB.
 */
export function refusingCommonPassword<S extends v.GenericSchema<unknown, WithPassword>>(
  schema: S,
): S {
  const notCommon = v.rawCheck<WithPassword>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.issues?.some(isPasswordIssue)) return
    const { password } = dataset.value
    if (!isCommonPassword(password)) return
    addIssue({
      message: MESSAGES.passwordTooCommon,
      path: [
        { type: 'object', origin: 'value', input: dataset.value, key: 'password', value: password },
      ],
    })
  })
  // The same input and output as the schema: the check only adds an issue.
  return v.pipe(schema, notCommon) as unknown as S
}
