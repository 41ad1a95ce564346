import { ROLE_TEXTS } from "@shared/auth/roles";
import { COMMENT_DM_TEXTS } from "@shared/comment-dm/comment-dm.constants";
import type { CommentDmRule } from "@shared/comment-dm/comment-dm.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useIsAdmin } from "@web/lib/me";
import { useState } from "react";
import { useCommentDmRules } from "../api/get-comment-dm-rules";
import { RuleCard } from "../components/rule-card";
import { RuleForm } from "../components/rule-form";

/** Comment-to-DM rules: admins manage them, every member sees them and their figures. */
export function CommentDmPage() {
  const rules = useCommentDmRules();
  const isAdmin = useIsAdmin();
  const [editing, setEditing] = useState<CommentDmRule | "new" | null>(null);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-semibold text-2xl text-ink">Comment to DM</h1>
          <p className="text-ink-muted text-sm">
            A comment that matches a rule gets a public reply and a private DM with a tracked link to the
            product, once per person per rule.
          </p>
        </div>
        {isAdmin && editing === null && <Button onClick={() => setEditing("new")}>New rule</Button>}
      </header>
      <Alert tone="info">{COMMENT_DM_TEXTS.instagramOnly}</Alert>
      {!isAdmin && <Alert tone="info">{ROLE_TEXTS.adminOnly}</Alert>}
      {editing !== null && (
        <Card>
          <CardHeader>
            <CardTitle>{editing === "new" ? "New rule" : `Edit ${editing.name}`}</CardTitle>
          </CardHeader>
          <CardContent>
            <RuleForm rule={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
          </CardContent>
        </Card>
      )}
      {rules.isPending && <p className="text-ink-muted text-sm">Loading rules…</p>}
      {rules.error && <Alert tone="error">{rules.error.message}</Alert>}
      {rules.data && rules.data.rules.length === 0 && editing === null && (
        <p className="text-ink-muted text-sm">
          No rule yet.{isAdmin ? " Create one to answer comments by DM." : ""}
        </p>
      )}
      <div className="flex flex-col gap-4">
        {rules.data?.rules.map((rule) => (
          <RuleCard
            key={rule.id}
            rule={rule}
            currency={rules.data.currency}
            isAdmin={isAdmin}
            onEdit={() => setEditing(rule)}
          />
        ))}
      </div>
    </div>
  );
}
