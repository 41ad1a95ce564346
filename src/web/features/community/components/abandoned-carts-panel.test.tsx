import { type AbandonedCart, CART_DM_ERRORS } from "@shared/community/abandoned-carts.schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { AbandonedCartsPanel } from "./abandoned-carts-panel";

const cart = (o: Partial<AbandonedCart> = {}): AbandonedCart => ({
  checkout_token: "chk-1",
  started_at: "2026-11-20T10:00:00.000Z",
  value: 84,
  currency: "CAD",
  products: [{ title: "Glow Serum", quantity: 2, line_total: 60, variant_id: "1111" }],
  member: { id: "m1", handle: "lena.b" },
  reminder: null,
  ...o,
});
const LINK = "http://lunara.test/t/AbCd1234";

describe("the Abandon Cart tab's carts", () => {
  it("shows the cart's value and products and sends the suggested DM only when Send is pressed", async () => {
    const calls = answerApi({
      "GET /api/community/abandoned-carts": () => json({ carts: [cart()] }),
      "POST /api/community/abandoned-carts/chk-1/dm-suggestion": () =>
        json({
          message_id: "msg",
          platform: "instagram",
          content: `Hey @lena.b! ${LINK}`,
          tracking_url: LINK,
        }),
      "POST /api/community/abandoned-carts/chk-1/dm": () =>
        json({ success: true, sent_at: "2026-11-20T11:00:00.000Z" }),
    });
    const user = userEvent.setup();
    renderWithApp(<AbandonedCartsPanel />);
    expect(await screen.findByText("@lena.b")).toBeTruthy();
    expect(screen.getByText(/84\.00/)).toBeTruthy();
    expect(screen.getByRole("list", { name: "Products in the cart" }).textContent).toContain(
      "2 × Glow Serum",
    );

    await user.click(screen.getByRole("button", { name: "Remind by DM" }));
    const box = (await screen.findByRole("textbox")) as HTMLTextAreaElement;
    expect(box.value).toBe(`Hey @lena.b! ${LINK}`);
    expect(calls.some((c) => c.path.endsWith("/dm"))).toBe(false);
    await user.type(box, " See you soon");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith("/dm"))?.body).toBeDefined());
    expect(calls.find((c) => c.path.endsWith("/dm"))?.body).toEqual({
      content: `Hey @lena.b! ${LINK} See you soon`,
    });
  });

  it("says why a reminder is refused, and that products are unknown when the pixel did not send them", async () => {
    answerApi({
      "GET /api/community/abandoned-carts": () => json({ carts: [cart({ products: null })] }),
      "POST /api/community/abandoned-carts/chk-1/dm-suggestion": () =>
        json({ error: CART_DM_ERRORS.optedOut, code: "MEMBER_OPTED_OUT" }, 409),
    });
    const user = userEvent.setup();
    renderWithApp(<AbandonedCartsPanel />);
    expect(await screen.findByText(/Products unknown/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remind by DM" }));
    expect(await screen.findByText(CART_DM_ERRORS.optedOut)).toBeTruthy();
  });
});
