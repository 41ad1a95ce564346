import { PROFILE_MESSAGES } from "@shared/profile/profile.schema";
import { describe, expect, it } from "vitest";
import { isCommonPassword, passwordProblems } from "./password-policy";

describe("password policy", () => {
  it("refuses the passwords the probe got through, with the rule's message", () => {
    expect(passwordProblems("aaaaaaaa")).toContain(PROFILE_MESSAGES.passwordUpper);
    expect(passwordProblems("12345678")).toContain(PROFILE_MESSAGES.passwordUpper);
    expect(passwordProblems("password")).toContain(PROFILE_MESSAGES.passwordNumber);
    expect(passwordProblems("Short1")).toContain(PROFILE_MESSAGES.passwordLength);
  });

  it("refuses common passwords that pass the character rules, however they are dressed up", () => {
    for (const weak of [
      "Password1",
      "Qwerty123",
      "Welcome1",
      "P@ssw0rd1",
      "Summer2024!",
      "Iloveyou1",
      "1Qaz2wsx",
    ]) {
      expect(isCommonPassword(weak), weak).toBe(true);
      expect(passwordProblems(weak), weak).toEqual([PROFILE_MESSAGES.passwordCommon]);
    }
  });

  it("accepts a password nobody else uses", () => {
    for (const strong of ["Brand2026x", "Glow-Yk3f9Q-9a", "Tidal7Marmalade", "Passw0rd!x"]) {
      expect(passwordProblems(strong), strong).toEqual([]);
    }
  });
});
