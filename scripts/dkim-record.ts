// Prints the DNS TXT record of the portal's DKIM key (DKIM_PRIVATE_KEY, or the one generated into
// DATA_DIR for the demo): publish it at the name shown (docs/deploy.md).
import { dkimRecord, dkimSigning } from "@/lib/mail/dkim";

const signing = dkimSigning();
if (!signing) {
  console.error("No signing domain: set DKIM_DOMAIN, or a MAIL_FROM with an address.");
  process.exit(1);
}
const { name, value } = dkimRecord(signing);
console.log(`${name}. IN TXT "${value}"`);
