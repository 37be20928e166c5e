import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  emailSchema,
  newPasswordSchema,
  otpSchema,
  requestCodeSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from "./auth.ts";
import { issues, messages } from "./test-support/schema-issues.ts";

/** A syntactically valid e-mail of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = "@example.com";
  return "a".repeat(length - domain.length) + domain;
}

describe("emailSchema", () => {
  it("accepts a plain address", () => {
    expect(emailSchema.parse("joueur@escouade.fr")).toBe("joueur@escouade.fr");
  });

  it("trims surrounding spaces", () => {
    expect(emailSchema.parse("  joueur@escouade.fr \n")).toBe("joueur@escouade.fr");
  });

  it.each(["", "   "])("answers required for %j", (value) => {
    expect(messages(emailSchema, value)).toEqual(["required"]);
  });

  it.each(["joueur", "joueur@", "@escouade.fr", "joueur@escouade", "jou eur@escouade.fr", "a@@b.fr"])("answers email_invalid for %j", (value) => {
    expect(messages(emailSchema, value)).toEqual(["email_invalid"]);
  });

  it("accepts 254 characters and answers too_long at 255", () => {
    expect(messages(emailSchema, emailOfLength(254))).toEqual([]);
    expect(messages(emailSchema, emailOfLength(255))).toEqual(["too_long"]);
  });

  it("measures the length after trimming", () => {
    expect(messages(emailSchema, `  ${emailOfLength(254)}  `)).toEqual([]);
  });

  it("rejects non-strings", () => {
    expect(emailSchema.safeParse(undefined).success).toBe(false);
    expect(emailSchema.safeParse(42).success).toBe(false);
  });
});

describe("newPasswordSchema", () => {
  it("answers password_too_short at 5 characters", () => {
    expect(messages(newPasswordSchema, "k9#mQ")).toEqual(["password_too_short"]);
  });

  it("accepts 6 characters (the minimum of docs/product.md §2)", () => {
    expect(messages(newPasswordSchema, "k9#mQz")).toEqual([]);
  });

  it("accepts 128 characters and answers password_too_long at 129", () => {
    expect(messages(newPasswordSchema, "k9#mQz".repeat(22).slice(0, 128))).toEqual([]);
    expect(messages(newPasswordSchema, "k9#mQz".repeat(22).slice(0, 129))).toEqual(["password_too_long"]);
  });

  it.each(["azerty123", "Password", "AZERTY123", "PaSsWoRd", "123456", "motdepasse", "airsoft"])(
    "answers password_too_common for %j (case-insensitive)",
    (value) => {
      expect(messages(newPasswordSchema, value)).toEqual(["password_too_common"]);
    },
  );

  it("accepts a password that only contains a common one", () => {
    expect(messages(newPasswordSchema, "azerty123-Tireur!")).toEqual([]);
  });

  it("does not alter the password (no trimming)", () => {
    expect(newPasswordSchema.parse(" k9#mQz ")).toBe(" k9#mQz ");
  });
});

describe("otpSchema", () => {
  it("accepts 6 digits", () => {
    expect(otpSchema.parse("012345")).toBe("012345");
  });

  it("trims surrounding spaces", () => {
    expect(otpSchema.parse(" 123456 ")).toBe("123456");
  });

  it.each(["12345", "1234567", "abcdef", "12a456", "12 456", "", "١٢٣٤٥٦"])("answers otp_invalid for %j", (value) => {
    expect(messages(otpSchema, value)).toEqual(["otp_invalid"]);
  });
});

describe("signInSchema", () => {
  it("accepts an e-mail and any non-empty password", () => {
    expect(signInSchema.safeParse({ email: "a@b.fr", password: "x" }).success).toBe(true);
  });

  it("requires the password", () => {
    expect(issues(signInSchema, { email: "a@b.fr", password: "" })).toEqual(["password: required"]);
  });
});

describe("signUpSchema", () => {
  const valid = { email: "joueur@escouade.fr", password: "k9#mQz!", confirmPassword: "k9#mQz!" };

  it("accepts matching passwords", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it("answers passwords_dont_match on confirmPassword when they differ", () => {
    expect(issues(signUpSchema, { ...valid, confirmPassword: "k9#mQz?" })).toEqual(["confirmPassword: passwords_dont_match"]);
  });

  it("says the passwords differ along with the e-mail's error", () => {
    expect(issues(signUpSchema, { ...valid, email: "", confirmPassword: "autre" }).sort()).toEqual([
      "confirmPassword: passwords_dont_match",
      "email: required",
    ]);
  });

  it("compares passwords case-sensitively", () => {
    expect(issues(signUpSchema, { ...valid, confirmPassword: "K9#MQZ!" })).toEqual(["confirmPassword: passwords_dont_match"]);
  });

  it("applies the new-password rules to password", () => {
    expect(issues(signUpSchema, { ...valid, password: "azerty", confirmPassword: "azerty" })).toEqual(["password: password_too_common"]);
    expect(issues(signUpSchema, { ...valid, password: "abc", confirmPassword: "abc" })).toEqual(["password: password_too_short"]);
  });

  it("applies the e-mail rules to email", () => {
    expect(issues(signUpSchema, { ...valid, email: "nope" })).toEqual(["email: email_invalid"]);
  });
});

describe("requestCodeSchema and verifyEmailSchema", () => {
  it("validate their single field", () => {
    expect(requestCodeSchema.safeParse({ email: "a@b.fr" }).success).toBe(true);
    expect(issues(requestCodeSchema, { email: "" })).toEqual(["email: required"]);
    expect(verifyEmailSchema.safeParse({ otp: "123456" }).success).toBe(true);
    expect(issues(verifyEmailSchema, { otp: "12345" })).toEqual(["otp: otp_invalid"]);
  });
});

describe("resetPasswordSchema", () => {
  const valid = {
    email: "joueur@escouade.fr",
    otp: "123456",
    password: "k9#mQz!",
    confirmPassword: "k9#mQz!",
  };

  it("accepts a complete, consistent request", () => {
    expect(resetPasswordSchema.parse({ ...valid, email: " joueur@escouade.fr " })).toEqual(valid);
  });

  it("answers passwords_dont_match on confirmPassword", () => {
    expect(issues(resetPasswordSchema, { ...valid, confirmPassword: "other1" })).toEqual(["confirmPassword: passwords_dont_match"]);
  });

  it("answers otp_invalid on otp", () => {
    expect(issues(resetPasswordSchema, { ...valid, otp: "12a456" })).toEqual(["otp: otp_invalid"]);
  });

  it("applies the new-password rules", () => {
    expect(issues(resetPasswordSchema, { ...valid, password: "Password", confirmPassword: "Password" })).toEqual(["password: password_too_common"]);
  });

  it("requires the e-mail", () => {
    expect(issues(resetPasswordSchema, { ...valid, email: "" })).toEqual(["email: required"]);
  });

  it("rejects a missing field", () => {
    const { otp: _otp, ...withoutOtp } = valid;
    expect(resetPasswordSchema.safeParse(withoutOtp).success).toBe(false);
  });
});

describe("changePasswordSchema", () => {
  const valid = { currentPassword: "Ancien-mot-2024", newPassword: "Nouveau-tir-2025", confirmPassword: "Nouveau-tir-2025" };

  it("takes the current password and a new one typed twice", () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it("says what is wrong with each field at once", () => {
    const result = changePasswordSchema.safeParse({ currentPassword: "", newPassword: "azerty123", confirmPassword: "autre" });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
    expect(paths).toEqual(expect.arrayContaining(["currentPassword:required", "newPassword:password_too_common"]));
    const mismatch = changePasswordSchema.safeParse({ ...valid, confirmPassword: "Nouveau-tir-2026" });
    expect(mismatch.error!.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`)).toEqual(["confirmPassword:passwords_dont_match"]);
  });
});

describe("the passwords typed twice", () => {
  const forms = [
    ["signing up", signUpSchema, { email: "joueur@escouade.fr" }, "password"],
    ["resetting a password", resetPasswordSchema, { email: "joueur@escouade.fr", otp: "123456" }, "password"],
    ["changing a password", changePasswordSchema, { currentPassword: "Ancien-mot-2024" }, "newPassword"],
  ] as const;

  it.each(forms)("when %s, say only what is wrong with a new password too short, not that the two differ", (_form, schema, rest, field) => {
    expect(issues(schema, { ...rest, [field]: "k9#mQ", confirmPassword: "k9#mQz!" })).toEqual([`${field}: password_too_short`]);
  });

  it.each(forms)("when %s, say nothing of a match while the confirmation is not text", (_form, schema, rest, field) => {
    const found = issues(schema, { ...rest, [field]: "k9#mQz!", confirmPassword: 42 });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^confirmPassword: /);
    expect(found[0]).not.toContain("passwords_dont_match");
  });
});
