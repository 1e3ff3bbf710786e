import { afterAll, beforeAll, describe, expect, it } from "vitest";
// mailauth (postalsys) is the verifier receiving servers run; its DKIM check is used as they use it.
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { startTxtZone } from "@/tests/helpers/dns-zone";
import { smtpSinkForFile } from "@/tests/helpers/smtp-sink";
import { dkimRecord, dkimSigning } from "./dkim";
import { sendMail } from "./transport";

const smtp = smtpSinkForFile();

describe("the portal's e-mails are DKIM-signed", () => {
  let zone: Awaited<ReturnType<typeof startTxtZone>>;
  beforeAll(async () => {
    const { name, value } = dkimRecord(dkimSigning()!);
    zone = await startTxtZone({ [name]: value });
  });
  afterAll(() => zone.close());

  const verify = async (raw: string) => {
    const r = (await dkimVerify(Buffer.from(raw), {
      // The key is the only record a DKIM check asks for (TXT at <selector>._domainkey.<domain>).
      resolver: (name: string) => zone.resolver.resolveTxt(name),
    })) as { results: { signingDomain: string; selector: string; status: { result: string } }[] };
    return r.results.map((x) => ({ domain: x.signingDomain, selector: x.selector, result: x.status.result }));
  };

  it("signs a sent message so that a real verifier, reading the published key, says pass", async () => {
    await sendMail({ to: "destinataire@exemple.fr", subject: "Votre code", text: "Votre code : 123456" });
    const raw = smtp().messages.at(-1)!.raw;
    expect(raw).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256;/m);
    expect(await verify(raw)).toEqual([{ domain: "weedo.test", selector: "weedo", result: "pass" }]);
  });

  it("covers a bulk send's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)", async () => {
    await sendMail({
      to: "contact@exemple.fr",
      subject: "Nos offres",
      text: "Bonjour",
      headers: {
        "List-Unsubscribe": "<https://portail.exemple.fr/api/data/unsubscribe?t=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const raw = smtp().messages.at(-1)!.raw;
    const signed = /^DKIM-Signature:[\s\S]*?\bh=([^;]+);/m.exec(raw)![1]!.replace(/\s+/g, "").toLowerCase().split(":");
    expect(signed).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
    expect((await verify(raw))[0]!.result).toBe("pass");
  });

  it("does not pass a message changed after it was signed (its body hash no longer matches)", async () => {
    await sendMail({ to: "destinataire@exemple.fr", subject: "Votre code", text: "Votre code : 654321" });
    const raw = smtp().messages.at(-1)!.raw.replace("654321", "000000");
    // mailauth says "neutral" for a body hash mismatch (RFC 6376 §6.3 leaves it to the verifier), never "pass".
    expect(["fail", "neutral"]).toContain((await verify(raw))[0]!.result);
  });
});
