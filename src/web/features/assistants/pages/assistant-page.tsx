import { ASSISTANTS, type AssistantKey } from "@shared/assistants/assistants.constants";
import { buttonClasses } from "@web/components/ui/button";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AssistantChat } from "../components/assistant-chat";
import { GalaraAlerts } from "../components/galara-alerts";

export function AssistantPage({ assistant }: { assistant: AssistantKey }) {
  const { name, role, tagline } = ASSISTANTS[assistant];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <Link to="/dashboard/lunara-ai" className={buttonClasses("ghost", "sm", "self-start")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to AI Team
      </Link>
      <div>
        <h1 className="font-semibold text-2xl text-ink">{name}</h1>
        <p className="text-ink text-sm">{role}</p>
        <p className="text-ink-muted text-xs">{tagline}</p>
      </div>
      {assistant === "galara" && <GalaraAlerts />}
      <AssistantChat key={assistant} assistant={assistant} />
    </div>
  );
}
