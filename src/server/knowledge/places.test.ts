import { describe, expect, it } from "vitest";
import { placesIn } from "./places";

describe("the places a text names", () => {
  it("reads a city as its country", () => {
    expect([...placesIn("How long does shipping to Dublin usually take?")]).toEqual(["ireland", "europe"]);
    expect([...placesIn("do you deliver to Edinburgh")]).toEqual(["uk"]);
    expect([...placesIn("ship to Toronto?")]).toEqual(["canada"]);
  });
});
