/** Types of ./layers.mjs (plain JavaScript, since eslint.config.mjs loads it without a compiler). */
export const KNOWN_BREACHES: string[];
export function importedPath(specifier: string, fromFile: string): string | null;
export function layerBreach(file: string, specifier: string): string | null;
export const layersPlugin: unknown;
