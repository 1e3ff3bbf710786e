export { creditedSum, creditedTtcOf, dueOf } from "./due";
