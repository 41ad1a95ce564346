import { describe, expect, it } from "vitest";
import { withoutTrackingSlot } from "./fill-reply-slots";

describe("a reply without its tracking-link slot", () => {
  it("drops the slot and keeps a sentence that reads", () => {
    expect(withoutTrackingSlot("Here's Glow Serum so you can take a closer look: {{tracking_link}} ✨")).toBe(
      "Here's Glow Serum so you can take a closer look ✨",
    );
    expect(withoutTrackingSlot("You can order here: {{tracking_link}} 🎁")).toBe(
      "You can order in our shop 🎁",
    );
    expect(withoutTrackingSlot("Shop Glow Serum here: {{tracking_link}}")).toBe(
      "Shop Glow Serum in our shop",
    );
    expect(withoutTrackingSlot("Grab it now {{tracking_link}}")).toBe("Grab it now");
  });
});
