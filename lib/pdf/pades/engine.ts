import { webcrypto } from "node:crypto";
import * as pkijs from "pkijs";

let set = false;

/** pkijs computes digests and signatures with node's WebCrypto (set once per process). */
export function pkijsEngine(): void {
  if (set) return;
  pkijs.setEngine("node", new pkijs.CryptoEngine({ name: "node", crypto: webcrypto as unknown as Crypto }));
  set = true;
}

/** A copy on its own ArrayBuffer, as WebCrypto and asn1js type their inputs. */
export const own = (v: Uint8Array) => new Uint8Array(v);
