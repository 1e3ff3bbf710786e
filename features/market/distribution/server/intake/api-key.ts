import { createHash, randomBytes } from "node:crypto";

/** SHA-256 (hex) of a source's API key: only the hash is stored. */
export const hashApiKey = (key: string) => createHash("sha256").update(key.trim()).digest("hex");

/** A fresh API key, shown once to the administrator who creates the source. */
export const newApiKey = () => `wm_${randomBytes(24).toString("base64url")}`;
