import { criteriaSchema, splitList } from "@/lib/validation/filter";
import type { Criteria } from "@/features/market/orders/ui/operations";

// Pure (no "use client"): server pages compute the first stock query's criteria with these too.

/** The criteria as the form holds them (text inputs stay text until parsed). */
export interface CriteriaDraft {
  departments: string[];
  postcodes: string;
  ageMin: string;
  ageMax: string;
  fields: Record<string, string[]>;
}

export const emptyCriteria = (): CriteriaDraft => ({
  departments: [],
  postcodes: "",
  ageMin: "",
  ageMax: "",
  fields: {},
});

export const draftFromCriteria = (c: Criteria): CriteriaDraft => ({
  departments: c.departments,
  postcodes: c.postcodes.join(", "),
  ageMin: c.ageMin == null ? "" : String(c.ageMin),
  ageMax: c.ageMax == null ? "" : String(c.ageMax),
  fields: Object.fromEntries(c.fields.map((f) => [f.key, f.values])),
});

const num = (s: string) => (s.trim() === "" ? null : Number(s));

/** The draft → the API's criteria input (validated by the same zod schema on both sides). */
export const criteriaFromDraft = (d: CriteriaDraft) => ({
  departments: d.departments,
  postcodes: splitList(d.postcodes),
  ageMin: num(d.ageMin),
  ageMax: num(d.ageMax),
  fields: Object.entries(d.fields)
    .filter(([, v]) => v.length)
    .map(([key, values]) => ({ key, values })),
});

/** The API input → the shape the shared zod schema checks (fields as a record, as stored). */
export const criteriaRecord = (c: ReturnType<typeof criteriaFromDraft>) => ({
  ...c,
  fields: Object.fromEntries(c.fields.map((f) => [f.key, f.values])),
});

/** The draft checked with the same zod schema as the API (issue paths as in the stored criteria). */
export const checkCriteria = (d: CriteriaDraft) => criteriaSchema.safeParse(criteriaRecord(criteriaFromDraft(d)));
