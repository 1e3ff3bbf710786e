import { describe, expect, it } from "vitest";
import { readCapped } from "./read-capped";

const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of parts) c.enqueue(new TextEncoder().encode(p));
      c.close();
    },
  });

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("readCapped", () => {
  it("returns the whole body when it fits", async () => {
    const body = await readCapped(post(streamOf("abc", "def")), 6);
    expect(new TextDecoder().decode(body!)).toBe("abcdef");
  });

  it("refuses a declared length above the cap without reading", async () => {
    expect(await readCapped(post("small", { "content-length": "1000" }), 10)).toBeNull();
  });

  it("refuses a body that grows past the cap while streaming", async () => {
    expect(await readCapped(post(streamOf("12345", "67890", "x")), 10)).toBeNull();
  });

  it("gives an empty body for a request without one", async () => {
    expect((await readCapped(new Request("http://127.0.0.1/x"), 10))!.byteLength).toBe(0);
  });
});
