import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { ReadOnlyContext, ReadOnlyFieldset } from "./read-only";

// happy-dom computes no Tailwind styles: the classes are what a browser turns into the look.
const classesOf = (name: string) => screen.getByRole("button", { name }).className.split(/\s+/);

describe("a disabled button", () => {
  it("looks disabled in every variant, a bare icon button too, and never lights up on hover", () => {
    render(
      <ReadOnlyContext.Provider value={true}>
        <ReadOnlyFieldset>
          <Button>Connect</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="ghost" size="icon" aria-label="Remove account">
            <svg aria-hidden="true" />
          </Button>
        </ReadOnlyFieldset>
      </ReadOnlyContext.Provider>,
    );

    for (const name of ["Connect", "Secondary", "Outline", "Danger", "Remove account"]) {
      expect(screen.getByRole("button", { name }).closest("fieldset")?.disabled).toBe(true);
      const classes = classesOf(name);
      expect(classes).toContain("disabled:cursor-not-allowed");
      expect(classes.some((c) => /^disabled:opacity-\d+$/.test(c))).toBe(true);
      expect(classes.filter((c) => c.startsWith("hover:"))).toEqual([]);
    }
    // Grey already when enabled, a ghost icon fades further than a filled button to read as off.
    expect(classesOf("Remove account")).toContain("disabled:opacity-40");
    expect(classesOf("Connect")).toContain("disabled:opacity-55");
  });
});
