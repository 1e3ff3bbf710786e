export {
  INVOICE_FORMATS,
  MATCH_FIELDS,
  STRUCTURED_REQUIRED_FROM,
  type InvoiceFormat,
  type InvoiceMatch,
} from "./formats";
export { classifyUpload, type Classified } from "./server/classify";
export { matchInvoice } from "./server/match";
