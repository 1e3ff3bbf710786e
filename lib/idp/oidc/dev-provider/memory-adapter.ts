type Payload = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string; consumed?: number };

type Entry = { payload: Payload; expiresAt: number };

/**
 * oidc-provider's storage interface over plain Maps, with expiry: one set of stores per issuer.
 * The stand-in issuer forgets everything on restart, which is all a demo needs.
 */
export function memoryAdapter() {
  const stores = new Map<string, Map<string, Entry>>();
  return class MemoryAdapter {
    readonly store: Map<string, Entry>;

    constructor(name: string) {
      this.store = stores.get(name) ?? new Map();
      stores.set(name, this.store);
    }

    async upsert(id: string, payload: Payload, expiresIn: number): Promise<void> {
      this.store.set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
    }

    async find(id: string): Promise<Payload | undefined> {
      const entry = this.store.get(id);
      if (!entry) return undefined;
      if (entry.expiresAt < Date.now()) {
        this.store.delete(id);
        return undefined;
      }
      return entry.payload;
    }

    private async findBy(key: "uid" | "userCode", value: string): Promise<Payload | undefined> {
      for (const [id, entry] of this.store) if (entry.payload[key] === value) return this.find(id);
      return undefined;
    }

    findByUid(uid: string) {
      return this.findBy("uid", uid);
    }

    findByUserCode(userCode: string) {
      return this.findBy("userCode", userCode);
    }

    async consume(id: string): Promise<void> {
      const entry = this.store.get(id);
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      this.store.delete(id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [id, entry] of this.store) if (entry.payload.grantId === grantId) this.store.delete(id);
    }
  };
}
