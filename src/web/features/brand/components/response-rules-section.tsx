import type { BrandSettings } from "@shared/brand/brand-settings.schema";
import { CollapsibleSection } from "@web/components/ui/collapsible";
import { ListChecks } from "lucide-react";
import { RuleList } from "./rule-list";

export function ResponseRulesSection({ rules }: { rules: BrandSettings["response_rules"] }) {
  return (
    <CollapsibleSection
      title="Response Rules"
      description="What replies always do, never say, and when to escalate"
      icon={<ListChecks aria-hidden="true" className="size-5" />}
    >
      <div className="grid gap-6 md:grid-cols-3">
        <RuleList
          list="always"
          title="Always"
          placeholder="e.g. Sign off with: xo, the Glow team"
          phrases={rules.always}
        />
        <RuleList list="never" title="Never" placeholder="e.g. Never say 'cheap'" phrases={rules.never} />
        <RuleList
          list="auto_escalate_keywords"
          title="Auto-escalate keywords"
          placeholder="e.g. allergic reaction"
          phrases={rules.auto_escalate_keywords}
        />
      </div>
    </CollapsibleSection>
  );
}
