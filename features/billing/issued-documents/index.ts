export { issuedDocuments, ISSUED_KINDS, type IssuedKind } from "./db";
export { issuedFile, storeIssuedDocument, type IssuedFile } from "./server/store";
