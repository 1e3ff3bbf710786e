import { z } from "zod";
import { VISUAL_KINDS } from "@/lib/domain/states";

// Messages are keys of the "myaffilCreatives.validation" namespace.

/** The placeholder replaced by the publisher's tracking link. */
export const TRACKING_PLACEHOLDER = "{{tracking_link}}";

export const VISUAL_HTML_MAX = 500_000;

const text = (max: number) => z.string().trim().max(max, { message: "tooLong" });
const dimension = z
  .number({ message: "dimension" })
  .int({ message: "dimension" })
  .min(1, { message: "dimension" })
  .max(5000, { message: "dimension" })
  .nullable();

/**
 * A visual: every field is present (the form holds them all); each kind requires its own:
 * e-mail: subject, sender name and HTML; banner: an image of the library; text link: the anchor text.
 */
export const visualSchema = z
  .object({
    campaignId: z
      .number({ message: "chooseCampaign" })
      .int({ message: "chooseCampaign" })
      .positive({ message: "chooseCampaign" }),
    kind: z.enum(VISUAL_KINDS, { message: "choose" }),
    name: text(120).min(1, { message: "required" }),
    subject: text(200),
    senderName: text(120),
    html: z.string().max(VISUAL_HTML_MAX, { message: "tooLong" }),
    imageId: z.number().int().positive().nullable(),
    width: dimension,
    height: dimension,
    linkText: text(300),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, message = "required") => {
      const value = v[field];
      if (value === null || value === "" || (typeof value === "string" && !value.trim()))
        ctx.addIssue({ code: "custom", path: [field], message });
    };
    if (v.kind === "email") {
      need("subject");
      need("senderName");
      need("html");
    } else if (v.kind === "banner") {
      need("imageId", "chooseImage");
    } else {
      need("linkText");
    }
  });
export type VisualInput = z.infer<typeof visualSchema>;
