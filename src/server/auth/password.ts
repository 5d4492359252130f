import { hash, verify } from '@node-rs/argon2'

/** Algorithm.Argon2id: the package exports it as an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID })
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password)
}
