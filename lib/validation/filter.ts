import { z } from "zod";

/** A French department code: 01–95 (Corsica as 2A and 2B, not 20), 971–976. */
export const DEPARTMENT_PATTERN = /^(?:0[1-9]|1\d|2[1-9]|[3-8]\d|9[0-5]|2[AB]|97[1-6])$/;
/** A postcode or its first digits (a prefix: "750" covers Paris). */
export const POSTCODE_PATTERN = /^\d{2,5}$/;

const fieldValue = z.union([z.string().trim().min(1).max(120), z.number(), z.boolean()]);

/**
 * What a lead must match (an order's or a saved filter's criteria). Messages are keys of the
 * `marketOrders.errors` namespace.
 */
export const criteriaSchema = z
  .object({
    departments: z
      .array(z.string().trim().toUpperCase().regex(DEPARTMENT_PATTERN, { message: "department" }))
      .max(110)
      .default([]),
    postcodes: z
      .array(z.string().trim().regex(POSTCODE_PATTERN, { message: "postcode" }))
      .max(500)
      .default([]),
    ageMin: z.number().int().min(18, { message: "ageRange" }).max(120, { message: "ageRange" }).nullable().optional(),
    ageMax: z.number().int().min(18, { message: "ageRange" }).max(120, { message: "ageRange" }).nullable().optional(),
    fields: z.record(z.string().min(1).max(60), z.array(fieldValue).max(50)).default({}),
  })
  .refine((c) => c.ageMin == null || c.ageMax == null || c.ageMin <= c.ageMax, {
    message: "ageOrder",
    path: ["ageMax"],
  });

export type CriteriaInput = z.input<typeof criteriaSchema>;
export type Criteria = z.output<typeof criteriaSchema>;

/** A saved filter (mesfiltres): a name, a category and its criteria. */
export const filterSchema = z.object({
  name: z.string().trim().min(1, { message: "required" }).max(80, { message: "tooLong" }),
  categoryId: z.number({ message: "category" }).int().positive({ message: "category" }),
  criteria: criteriaSchema,
});
export type FilterInput = z.input<typeof filterSchema>;

/** Parses a comma/space separated list ("75, 92 93") into trimmed, de-duplicated upper-case tokens. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}
