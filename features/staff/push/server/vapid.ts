import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { env } from "@/lib/config/env";

/** The VAPID key pair our pushes are signed with (base64url, P-256), and who the push services may contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const FILE = "vapid.json";

/**
 * From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else DATA_DIR/vapid.json, generated on first run (mode
 * 0600, beside the session key; never in the repository). Every instance of a deployment must
 * share one pair: browsers subscribed with the public key, and a new pair orphans them.
 */
function load(): VapidKeys {
  const e = env();
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT };
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together");
  const file = path.join(e.DATA_DIR, FILE);
  const read = () => JSON.parse(readFileSync(file, "utf8")) as Omit<VapidKeys, "subject">;
  if (existsSync(file)) return { ...read(), subject: e.VAPID_SUBJECT };
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(e.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(keys), { flag: "wx", mode: 0o600 });
  } catch {
    return { ...read(), subject: e.VAPID_SUBJECT }; // another process wrote it first
  }
  chmodSync(file, 0o600);
  return { ...keys, subject: e.VAPID_SUBJECT };
}

const holder = globalThis as unknown as { __weedoVapid?: VapidKeys };

export function vapidKeys(): VapidKeys {
  holder.__weedoVapid ??= load();
  return holder.__weedoVapid;
}

/** Tests that switch DATA_DIR or the keys read them again. */
export function resetVapidCache() {
  holder.__weedoVapid = undefined;
}
