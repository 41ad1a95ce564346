import { describe, expect, it } from "vitest";
import { parsePlatformJson } from "./platform-json";

describe("platform JSON", () => {
  it("takes NUL characters out of every string, however deep, and keeps the rest", () => {
    expect(
      parsePlatformJson('{"a":"x\\u0000y","b":[{"c":"\\u0000"}],"n":1,"t":true,"z":null,"d":"plain"}'),
    ).toEqual({ a: "xy", b: [{ c: "" }], n: 1, t: true, z: null, d: "plain" });
  });

  it("throws on what is not JSON, as JSON.parse does", () => {
    expect(() => parsePlatformJson("{not json")).toThrow(SyntaxError);
  });
});
