/**
 * The variables of mesTarifs' query, shared by the page (which preloads the grid without a code on
 * the server) and the screen (which reads it, then applies codes), so both ask for the same thing.
 */
export const priceGridVariables = (promoCode: string | null) => ({ promoCode });
