import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en";
import fr from "@/messages/fr";
import { BROADCAST_TYPES, MINIMUM_STATUSES, PRACTICES, REMUNERATION_TYPES, THEMES } from "@/lib/sign-up/lists";

type Messages = Record<string, Record<string, unknown>>;
const dir = path.resolve(import.meta.dirname);
/** Every message key the sign-up schemas can produce. */
const schemaKeys = ["sign-up.ts", "password.ts", "verification-code.ts", "bank-details.ts"].flatMap((f) =>
  [...readFileSync(path.join(dir, f), "utf8").matchAll(/(?:message|error): "([A-Za-z]+)"/g)].map((m) => m[1]!),
);

describe.each([
  ["fr", fr as unknown as Messages],
  ["en", en as unknown as Messages],
])("sign-up messages in %s", (_, messages) => {
  it("word every rule of the schemas", () => {
    expect(schemaKeys.length).toBeGreaterThan(20);
    for (const key of schemaKeys) expect(messages.validation, key).toHaveProperty(key);
  });

  it("label every list entry", () => {
    const lists = messages.signUpLists as Record<string, Record<string, string>>;
    expect(Object.keys(lists.themes!).sort()).toEqual(THEMES.map((t) => t.id).sort());
    expect(Object.keys(lists.broadcastTypes!)).toEqual([...BROADCAST_TYPES]);
    expect(Object.keys(lists.practices!)).toEqual([...PRACTICES]);
    expect(Object.keys(lists.remunerationTypes!)).toEqual([...REMUNERATION_TYPES]);
    expect(Object.keys(lists.minimumStatuses!)).toEqual([...MINIMUM_STATUSES]);
  });
});

it("keeps the spec's exact sentences", () => {
  const v = (en as unknown as Messages).validation as Record<string, string>;
  expect(v.password).toContain(
    "must be 8 characters long and composed of 4 types: upper case, lower case, numbers and special characters",
  );
  expect(v.code).toBe("Verification code must contain 6 digits");
  expect(((en as unknown as Messages).validateEmail!.pendingApproval as string).toLowerCase()).toContain(
    "account must be approved by the administrator",
  );
});
