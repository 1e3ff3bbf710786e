export { generateMarketMonthInvoices } from "./server/settle";
