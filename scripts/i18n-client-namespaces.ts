// Rewrites lib/i18n/client-namespaces.generated.ts: which messages each layout and page sends to the browser.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { renderManifest, scanClientMessages } from "@/lib/i18n/client-namespaces-scan";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "lib/i18n/client-namespaces.generated.ts");
writeFileSync(out, renderManifest(scanClientMessages(root)));
console.log(`wrote ${path.relative(root, out)}`);
