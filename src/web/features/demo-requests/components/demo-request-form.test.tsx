import { DEMO_REQUEST_LABELS } from "@shared/demo-requests/demo-request.schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { DEMO_REQUEST_FORM_TEXTS } from "../demo-requests.constants";
import { DemoRequestForm, EMPTY_DEMO_REQUEST } from "./demo-request-form";

const submit = () => screen.getByRole("button", { name: DEMO_REQUEST_FORM_TEXTS.submit });

describe("the demo request form", () => {
  it("shows the schema's message on the first invalid field, focuses it and sends nothing", async () => {
    const calls = answerApi({});
    const user = userEvent.setup();
    renderWithApp(<DemoRequestForm values={EMPTY_DEMO_REQUEST} onChange={() => {}} onSubmitted={() => {}} />);

    await user.click(submit());

    expect(await screen.findByText(`${DEMO_REQUEST_LABELS.firstName} is required`)).toBeTruthy();
    expect(screen.getByText(`${DEMO_REQUEST_LABELS.email} is required`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(new RegExp(DEMO_REQUEST_LABELS.firstName)));
    expect(calls).toEqual([]);
  });

  it("refuses markup in a name or the company before sending", async () => {
    const calls = answerApi({});
    const user = userEvent.setup();
    renderWithApp(<DemoRequestForm values={EMPTY_DEMO_REQUEST} onChange={() => {}} onSubmitted={() => {}} />);

    await user.type(
      screen.getByLabelText(new RegExp(DEMO_REQUEST_LABELS.firstName)),
      "<script>alert(1)</script>",
    );
    await user.type(screen.getByLabelText(new RegExp(DEMO_REQUEST_LABELS.lastName)), "Stone");
    await user.type(screen.getByLabelText(new RegExp(DEMO_REQUEST_LABELS.email)), "bob@lumiskin.test");
    await user.type(screen.getByLabelText(new RegExp(DEMO_REQUEST_LABELS.company)), "<b>Lumi</b>");
    await user.click(submit());

    expect(await screen.findByText("First name cannot contain < or >")).toBeTruthy();
    expect(screen.getByText("Company cannot contain < or >")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sends the schema's shape and shows the server's field errors under their labels", async () => {
    const calls = answerApi({
      "POST /api/demo-requests": () =>
        json(
          {
            success: false,
            errors: [{ field: "company", code: "TYPE_TEXT", message: "Company looks made up" }],
          },
          400,
        ),
    });
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <DemoRequestForm values={EMPTY_DEMO_REQUEST} onChange={() => {}} onSubmitted={onSubmitted} />,
    );

    await user.type(screen.getByLabelText(new RegExp(DEMO_REQUEST_LABELS.firstName)), " Ada ");
    await user.type(screen.getByLabelText(new RegExp(DEMO_REQUEST_LABELS.lastName)), "Lovelace");
    await user.type(screen.getByLabelText(new RegExp(DEMO_REQUEST_LABELS.email)), "ada@brand.test");
    await user.type(screen.getByLabelText(new RegExp(DEMO_REQUEST_LABELS.company)), "Analytical");
    await user.click(submit());

    await waitFor(() => expect(screen.getByText("Company: Company looks made up")).toBeTruthy());
    expect(calls[0]?.body).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@brand.test",
      company: "Analytical",
      source: "",
    });
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
