/** The MyAffil space a screen is shown in: its URL prefix and what it may do there. */
export type Area = "admin" | "annonceur" | "editeur";

/** Where each area's MyAffil screens live. */
export const areaBase = (area: Area) => `/myaffil/${area}`;
export const viewProgramHref = (area: Area, id: number) => `${areaBase(area)}/viewprogram?id=${id}`;
