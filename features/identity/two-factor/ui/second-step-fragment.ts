/**
 * How a sign-in that left the login page (single sign-on, /checktocken) comes back to it for its
 * second factor: `/login#step=code&challenge=…`. The fragment keeps the challenge out of server logs
 * and Referer headers.
 */
export interface SecondStepLink {
  kind: "code" | "setup";
  challenge: string;
}

export const secondStepFragment = (s: {
  code: "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_SETUP_REQUIRED";
  challenge: string;
}) =>
  new URLSearchParams({ step: s.code === "TWO_FACTOR_REQUIRED" ? "code" : "setup", challenge: s.challenge }).toString();

export function readSecondStepFragment(hash: string): SecondStepLink | null {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  const kind = p.get("step");
  const challenge = p.get("challenge");
  return (kind === "code" || kind === "setup") && challenge ? { kind, challenge } : null;
}
