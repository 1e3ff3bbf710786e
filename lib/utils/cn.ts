import { clsx, type ClassValue } from "clsx";

/**
 * Joins class lists. No tailwind-merge (8 KB gz on every page): the shared components' base classes
 * live in the components layer (app/globals.css), so a caller's utility wins by the cascade, and a
 * component's own variants never set the same property twice (choose with a ternary, not `&&` over
 * a base that sets it too).
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
