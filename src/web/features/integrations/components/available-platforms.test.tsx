import { INTEGRATION_TEXTS } from "@shared/integrations/integrations-texts";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AvailablePlatforms } from "./available-platforms";

describe("the available platforms", () => {
  it("name the accounts already connected on their platform's card, and only there", () => {
    render(
      <AvailablePlatforms
        onConnect={vi.fn()}
        connected={[
          { platform: "instagram", platform_username: "aurellebeauty", shop_domain: null },
          { platform: "shopify", platform_username: null, shop_domain: "aurelle.myshopify.com" },
        ]}
      />,
    );
    expect(
      within(screen.getByTestId("available-instagram")).getByText(
        INTEGRATION_TEXTS.alreadyConnected(["@aurellebeauty"]),
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId("available-shopify")).getByText(
        INTEGRATION_TEXTS.alreadyConnected(["aurelle.myshopify.com"]),
      ),
    ).toBeTruthy();
    expect(within(screen.getByTestId("available-tiktok")).queryByText(/Connected:/)).toBeNull();
    expect(screen.getByRole("button", { name: "Connect Instagram" })).toBeTruthy();
  });
});
