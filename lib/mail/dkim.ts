import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/config/env";

export interface DkimSigning {
  domainName: string;
  keySelector: string;
  privateKey: string;
  headerFieldNames: string;
}

/**
 * The headers signed: nodemailer's list (RFC 6376 §5.4.1) and List-Unsubscribe-Post, which RFC 8058
 * §4 wants covered with List-Unsubscribe for a one-click unsubscribe to be honoured.
 */
const SIGNED_HEADERS = [
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding",
  "Content-ID:Content-Description:In-Reply-To:References",
  "List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:List-Archive",
].join(":");

/** The domain of an address ("Weedo <no-reply@weedo.fr>" → "weedo.fr"). */
export const domainOf = (address: string) => /@([^>\s]+)>?\s*$/.exec(address)?.[1]?.toLowerCase() ?? null;

const generated = new Map<string, string>();

/** The configured key, else the one generated beside the data (read from disk once per DATA_DIR). */
function privateKeyPem(): string {
  const e = env();
  if (e.DKIM_PRIVATE_KEY) return e.DKIM_PRIVATE_KEY;
  const file = path.join(e.DATA_DIR, "dkim-rsa.pem");
  const known = generated.get(file);
  if (known) return known;
  const pem = readOrCreate(file, e.DATA_DIR);
  generated.set(file, pem);
  return pem;
}

function readOrCreate(file: string, dataDir: string): string {
  if (existsSync(file)) return readFileSync(file, "utf8");
  // First run without a configured key (the demo): one of our own beside the data, never in the repository.
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, pem, { flag: "wx", mode: 0o600 });
  } catch {
    return readFileSync(file, "utf8"); // another process wrote it first
  }
  chmodSync(file, 0o600);
  return pem;
}

/** How nodemailer signs every message the portal sends (null without a domain to sign for). */
export function dkimSigning(): DkimSigning | null {
  const e = env();
  const domainName = e.DKIM_DOMAIN ?? domainOf(e.MAIL_FROM);
  if (!domainName) return null;
  return { domainName, keySelector: e.DKIM_SELECTOR, privateKey: privateKeyPem(), headerFieldNames: SIGNED_HEADERS };
}

/** The TXT record to publish at `<selector>._domainkey.<domain>` for the configured key. */
export function dkimRecord(signing: DkimSigning): { name: string; value: string } {
  const der = createPublicKey(signing.privateKey).export({ type: "spki", format: "der" });
  return {
    name: `${signing.keySelector}._domainkey.${signing.domainName}`,
    value: `v=DKIM1; k=rsa; p=${der.toString("base64")}`,
  };
}
