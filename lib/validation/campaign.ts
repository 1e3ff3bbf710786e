import { z } from "zod";
import { datesInOrder, MAX_CENTS, optionalDay } from "./program";

// Messages are keys of "myaffilPrograms.validation" (see ./program.ts).

const optionalCount = z
  .number({ message: "integer" })
  .int({ message: "integer" })
  .min(0, { message: "negativeAmount" })
  .max(100_000_000, { message: "tooLarge" })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** A campaign (a flight of a program): name, dates, optional budget (cents) and lead caps. */
export const campaignSchema = z
  .object({
    programId: z
      .number({ message: "unknownProgram" })
      .int({ message: "unknownProgram" })
      .positive({ message: "unknownProgram" }),
    name: z.string().trim().min(1, { message: "required" }).max(200, { message: "tooLong" }),
    startsOn: optionalDay,
    endsOn: optionalDay,
    budgetCents: z
      .number({ message: "integer" })
      .int({ message: "integer" })
      .min(0, { message: "negativeAmount" })
      .max(MAX_CENTS, { message: "tooLarge" })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    dailyLeadCap: optionalCount,
    totalLeadCap: optionalCount,
  })
  .superRefine(datesInOrder);
export type CampaignInput = z.input<typeof campaignSchema>;
export type CampaignValues = z.output<typeof campaignSchema>;

export const EMPTY_CAMPAIGN = (programId: number): CampaignInput => ({
  programId,
  name: "",
  startsOn: "",
  endsOn: "",
  budgetCents: null,
  dailyLeadCap: null,
  totalLeadCap: null,
});
