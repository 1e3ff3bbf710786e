export { creditedTtcOf, dueOf } from "./due";
