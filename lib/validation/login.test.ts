import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loginFieldErrors } from "./login";

describe("the login form's checks", () => {
  it("accept and refuse the same e-mail addresses as zod's z.email()", () => {
    const samples = [
      "admin@weedo.test",
      "jean.dupont+promo@exemple.fr",
      "a_b-c@sous.domaine.co",
      "o'neil@exemple.ie",
      "",
      "   ",
      "admin",
      "admin@",
      "@weedo.test",
      "admin@weedo",
      "ad min@weedo.test",
      ".admin@weedo.test",
      "admin..x@weedo.test",
      "admin@-weedo.test",
      "admin@weedo.t",
      " admin@weedo.test",
    ];
    for (const email of samples) {
      expect({ email, refused: loginFieldErrors({ email, password: "x" }).email === "email" }).toEqual({
        email,
        refused: !z.email().safeParse(email).success,
      });
    }
  });

  it("ask for a password, whatever it holds", () => {
    expect(loginFieldErrors({ email: "admin@weedo.test", password: "" })).toEqual({ password: "password" });
    expect(loginFieldErrors({ email: "admin@weedo.test", password: " " })).toEqual({});
  });

  it("name every wrong field at once, with its message key", () => {
    expect(loginFieldErrors({ email: "nope", password: "" })).toEqual({ email: "email", password: "password" });
  });
});
