import { hash, type Options, verify } from '@node-rs/argon2'

// algorithm 2 is Argon2id (a const enum the bundler-free build cannot import)
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }
// checked against when the account does not exist, so timing does not reveal which e-mails have accounts
const DECOY_HASH = await hash('not-a-real-password', OPTIONS)

export function hashPassword(password: string) {
  return hash(password, OPTIONS)
}

export async function passwordMatches(passwordHash: string | null, password: string) {
  if (!passwordHash) {
    await verify(DECOY_HASH, password)
    return false
  }
  return verify(passwordHash, password)
}
