export { ageOutStock, distributeLead, distributeOrder, type DistributeOptions } from "./distribute";
export { BUYER_LIMIT, inSchedule, limitAllows, matchesCriteria, type SaleType } from "./criteria";
export { ledgerBalance, sellLeadToUser, type SellInput, type SellRefusal, type SellResult, type Tx } from "./sell";
