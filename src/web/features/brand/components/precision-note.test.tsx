import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PrecisionNote } from "./precision-note";

describe("the precision note beside the slider", () => {
  it("says what auto reply needs in a sentence of its own, never a second bracket", () => {
    render(<PrecisionNote verdict={{ status: "too_few", precision: null, support: 0, allowed: false }} />);
    expect(screen.getByTestId("precision-note").textContent).toBe(
      "Not measured yet, since no real message was read as this intent at this threshold (at least 20 needed). Auto reply needs 95%.",
    );
  });

  it("says only the measured figure where auto reply may use the threshold", () => {
    render(<PrecisionNote verdict={{ status: "measured", precision: 0.998, support: 862, allowed: true }} />);
    expect(screen.getByTestId("precision-note").textContent).toBe(
      "Measured precision 99.8% on 862 real messages",
    );
  });
});
