import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) with its default cost. */
export function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  return hash(password, salt ? { salt } : undefined);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
