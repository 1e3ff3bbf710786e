/** The Europe/Paris calendar day of a moment (the roll-up key) and the first day of its month. */
export { parisDay, parisMonth } from "@/lib/domain/paris-time";
