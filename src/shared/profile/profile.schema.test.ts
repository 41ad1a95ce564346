import { describe, expect, it } from "vitest";
import { FULL_NAME_MAX, updateProfileSchema } from "./profile.schema";

describe("the full name rule", () => {
  it("takes a name of the longest length allowed, trimmed", () => {
    const name = "A".repeat(FULL_NAME_MAX);
    expect(updateProfileSchema.parse({ fullName: `  ${name}  ` })).toEqual({ fullName: name });
  });

  it("refuses a longer name with a message that says the limit", () => {
    const result = updateProfileSchema.safeParse({ fullName: "A".repeat(10_000) });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      `Full name must be at most ${FULL_NAME_MAX} characters`,
    ]);
  });
});
