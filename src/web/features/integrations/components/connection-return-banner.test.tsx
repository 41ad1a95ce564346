import { ACCOUNT_IN_ANOTHER_TEAM_TEXTS, INTEGRATION_TEXTS } from "@shared/integrations/integrations-texts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConnectionReturnBanner, returnNotice } from "./connection-return-banner";

const shown = (query: string) => {
  render(<ConnectionReturnBanner notice={returnNotice(new URLSearchParams(query))} />);
  return screen.getByRole("alert").textContent;
};

describe("the integrations screen after a connect that another team's account refused", () => {
  it("says the Instagram account belongs to another team and what to do", () => {
    expect(shown("instagram=error&message=account_in_another_team")).toBe(
      ACCOUNT_IN_ANOTHER_TEAM_TEXTS.instagram,
    );
  });

  it("says the Shopify store belongs to another team", () => {
    expect(shown("shopify=error&message=account_in_another_team")).toBe(
      ACCOUNT_IN_ANOTHER_TEAM_TEXTS.shopify,
    );
  });

  it("keeps the spec's text for any other Shopify failure", () => {
    expect(shown("shopify=error&message=connection_failed")).toBe(INTEGRATION_TEXTS.shopifyFailed);
  });
});
