import { z } from "zod";
import { MG_PRODUCTS } from "@/lib/domain/states";
import { departmentOf, parseLeadPhone } from "./market-lead";
import { optionalText, text } from "./mongustave-ws";

const IP_ADDRESS = z.union([z.ipv4(), z.ipv6()]);

/**
 * Mon Gustave's inputs: a consumer request taken in (POST /api/mongustave/leads) and a client's web
 * service (the GraphQL mutations). Messages are keys of messages/<locale>/mongustaveEngine.json
 * (`errors.<key>`), translated by the route or the screens.
 */

export const mgLeadInputSchema = z
  .object({
    product: z.enum(MG_PRODUCTS, { error: "invalidProduct" }),
    source: text(100),
    first_name: text(100),
    last_name: text(100),
    // Lower-cased before the check so that the duplicate look-back compares like with like.
    email: z
      .string({ error: "required" })
      .trim()
      .toLowerCase()
      .min(1, { error: "required" })
      .max(254, { error: "tooLong" })
      .pipe(z.email({ error: "invalidEmail" })),
    // Kept in E.164 (+33…): the same number written 06… or +336… is one person for the duplicate rule.
    phone: text(30).transform((p, ctx) => {
      const e164 = parseLeadPhone(p);
      if (!e164) ctx.addIssue({ code: "custom", message: "invalidPhone" });
      return e164 ?? p;
    }),
    postcode: z
      .string({ error: "required" })
      .trim()
      .min(1, { error: "required" })
      .refine((p) => departmentOf(p) !== null, { error: "invalidPostcode" }),
    city: optionalText(100),
    // zod's own address checks rather than node:net, so that the web-service forms can share this module.
    ip: optionalText(45).refine((v) => v === undefined || IP_ADDRESS.safeParse(v).success, { error: "invalidIp" }),
    device_id: optionalText(200),
    cost_cents: z
      .number({ error: "invalidCost" })
      .int({ error: "invalidCost" })
      .min(0, { error: "invalidCost" })
      .max(100_000, { error: "invalidCost" })
      .optional(),
  })
  .transform((v) => ({
    product: v.product,
    source: v.source,
    firstname: v.first_name,
    lastname: v.last_name,
    email: v.email,
    phone: v.phone,
    postcode: v.postcode,
    city: v.city ?? null,
    ip: v.ip ?? null,
    deviceId: v.device_id ?? null,
    costCents: v.cost_cents ?? 0,
  }));
export type MgLeadInput = z.output<typeof mgLeadInputSchema>;
