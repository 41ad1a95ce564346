import { screen } from "@testing-library/react";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { RuleForm } from "./rule-form";

const post = (id: string, caption: string, comments: number) => ({
  post_platform_id: id,
  post_url: null,
  caption,
  comments,
  last_comment_at: "2026-11-20T10:00:00.000Z",
});

describe("the rule form's post picker", () => {
  it("counts a post's comments in the singular for one", async () => {
    answerApi({
      "GET /api/comment-dm/options": () =>
        json({
          success: true,
          posts: [post("p1", "New serum drop", 1), post("p2", "Glow kit", 3)],
          products: [],
        }),
    });
    renderWithApp(<RuleForm rule={null} onDone={() => {}} />);

    expect(await screen.findByRole("option", { name: "New serum drop (1 comment)" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Glow kit (3 comments)" })).toBeTruthy();
  });
});
