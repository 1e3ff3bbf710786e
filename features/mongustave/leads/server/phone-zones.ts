/**
 * France's five geographic landline zones (ARCEP numbering plan: the first digit after 0) and the
 * metropolitan departments each serves, as the former regions were split in 1996. A landline can
 * only be in its zone's departments; mobiles (06, 07) and non-geographic numbers (08, 09) can be
 * anywhere, so they are never compared. Overseas departments have their own country codes (+262,
 * +590, +594, +596…): a +33 01–05 number cannot be there.
 */
export const LANDLINE_ZONES: Record<"1" | "2" | "3" | "4" | "5", readonly string[]> = {
  // Île-de-France.
  "1": ["75", "77", "78", "91", "92", "93", "94", "95"],
  // Nord-Ouest: Normandy, Brittany, Pays de la Loire, Centre-Val de Loire.
  "2": [
    ...["14", "27", "50", "61", "76"],
    ...["22", "29", "35", "56"],
    ...["44", "49", "53", "72", "85"],
    ...["18", "28", "36", "37", "41", "45"],
  ],
  // Nord-Est: Hauts-de-France, Grand Est, Bourgogne-Franche-Comté.
  "3": [
    ...["02", "59", "60", "62", "80"],
    ...["08", "10", "51", "52", "54", "55", "57", "67", "68", "88"],
    ...["21", "25", "39", "58", "70", "71", "89", "90"],
  ],
  // Sud-Est: Auvergne-Rhône-Alpes, Provence-Alpes-Côte d'Azur, former Languedoc-Roussillon, Corsica.
  "4": [
    ...["01", "03", "07", "15", "26", "38", "42", "43", "63", "69", "73", "74"],
    ...["04", "05", "06", "13", "83", "84"],
    ...["11", "30", "34", "48", "66"],
    ...["2A", "2B"],
  ],
  // Sud-Ouest: Nouvelle-Aquitaine, former Midi-Pyrénées.
  "5": [
    ...["16", "17", "19", "23", "24", "33", "40", "47", "64", "79", "86", "87"],
    ...["09", "12", "31", "32", "46", "65", "81", "82"],
  ],
};

const ZONE_OF = new Map<string, string>(
  Object.entries(LANDLINE_ZONES).flatMap(([zone, deps]) => deps.map((d) => [d, zone] as const)),
);

/** The landline zone ("1"–"5") serving a department; null for overseas departments. */
export const zoneOfDepartment = (department: string): string | null => ZONE_OF.get(department) ?? null;
