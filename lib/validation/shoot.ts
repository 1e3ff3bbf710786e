import { z } from "zod";
import { SHOOT_STATES } from "@/lib/domain/states";
import { DAY_PATTERN, isCalendarDay } from "./day";

// Messages are keys of the "myaffilCreatives.validation" namespace.

const day = z.string().regex(DAY_PATTERN, { message: "date" }).refine(isCalendarDay, { message: "date" });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "time" });
const count = (message: string) =>
  z.number({ message }).int({ message }).min(0, { message }).max(1_000_000_000, { message });

/** A shoot a publisher schedules: Paris calendar day and time. */
export const scheduleShootSchema = z.object({
  campaignId: z
    .number({ message: "chooseCampaign" })
    .int({ message: "chooseCampaign" })
    .positive({ message: "chooseCampaign" }),
  supportId: z
    .number({ message: "chooseSupport" })
    .int({ message: "chooseSupport" })
    .positive({ message: "chooseSupport" }),
  visualId: z.number().int().positive().nullable(),
  date: day,
  time,
  volume: z
    .number({ message: "volume" })
    .int({ message: "volume" })
    .min(1, { message: "volume" })
    .max(1_000_000_000, { message: "volume" }),
});
export type ScheduleShootInput = z.infer<typeof scheduleShootSchema>;

export const postponeShootSchema = z.object({ id: z.number().int().positive(), date: day, time });
export type PostponeShootInput = z.infer<typeof postponeShootSchema>;

/** What the publisher reports after the send; opens never exceed the e-mails sent. */
export const reportShootSchema = z
  .object({ id: z.number().int().positive(), sent: count("count"), opens: count("count") })
  .refine((v) => v.opens <= v.sent, { path: ["opens"], message: "opensAboveSent" });
export type ReportShootInput = z.infer<typeof reportShootSchema>;

export const shootStateSchema = z.object({
  id: z.number().int().positive(),
  state: z.enum(SHOOT_STATES, { message: "choose" }),
});
