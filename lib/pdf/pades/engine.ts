import { webcrypto } from "node:crypto";
import * as pkijs from "pkijs";

/** pkijs computes digests and signatures with node's WebCrypto (set once per process). */
export function pkijsEngine(): void {
  pkijs.setEngine("node", new pkijs.CryptoEngine({ name: "node", crypto: webcrypto as unknown as Crypto }));
}
