import { z } from "zod";

// Messages are keys of the "myaffilCreatives.validation" namespace.

export const APPLICATION_MESSAGE_MAX = 1000;

/** A publisher's application to a program, with one of its supports. */
export const applySchema = z.object({
  programId: z.number().int().positive(),
  supportId: z
    .number({ message: "chooseSupport" })
    .int({ message: "chooseSupport" })
    .positive({ message: "chooseSupport" }),
  message: z.string().trim().max(APPLICATION_MESSAGE_MAX, { message: "tooLong" }),
});
export type ApplyInput = z.infer<typeof applySchema>;

export const REFUSAL_REASON_MAX = 500;

/** An administrator's decision on a set of applications; a refusal needs its reason. */
export const decideApplicationsSchema = z
  .object({
    ids: z.array(z.number().int().positive()).min(1, { message: "selectRows" }).max(500, { message: "tooMany" }),
    decision: z.enum(["accepted", "refused"], { message: "choose" }),
    reason: z.string().trim().max(REFUSAL_REASON_MAX, { message: "tooLong" }),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "refused" && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "reasonRequired" });
  });
export type DecideApplicationsInput = z.infer<typeof decideApplicationsSchema>;
