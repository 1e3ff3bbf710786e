import type { KeyValueStorageInterface } from "aws-amplify/utils";

/**
 * Amplify's token store for a server process: nothing survives the process, nothing
 * is shared with a browser. The adapter empties it after every sign-in anyway.
 */
export class MemoryKeyValueStorage implements KeyValueStorageInterface {
  private readonly items = new Map<string, string>();

  async setItem(key: string, value: string): Promise<void> {
    this.items.set(key, value);
  }

  async getItem(key: string): Promise<string | null> {
    return this.items.get(key) ?? null;
  }

  async removeItem(key: string): Promise<void> {
    this.items.delete(key);
  }

  async clear(): Promise<void> {
    this.items.clear();
  }

  get size(): number {
    return this.items.size;
  }
}
