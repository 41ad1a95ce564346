import { buttonClasses } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ArrowLeft, Bot } from "lucide-react";
import { Link } from "react-router";
import { NOT_AVAILABLE_TEXT, NotAvailablePage } from "./not-available-page";

/** The three assistants and their taglines (spec document 3, "Assistant pages"). */
export const ASSISTANTS = {
  lunara: { name: "Lunara", role: "Bulk Operations Manager", tagline: "Available 24/7" },
  sunara: { name: "Sunara", role: "Smart Analytics Expert", tagline: "Real-time insights" },
  galara: { name: "Galara", role: "Proactive Strategy Assistant", tagline: "Always monitoring" },
} as const;

export type AssistantKey = keyof typeof ASSISTANTS;

export function LunaraAiPage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl text-ink">Meet Your AI Team</h1>
        <p className="text-ink-muted text-sm">
          {NOT_AVAILABLE_TEXT} The assistants will answer from your team's data.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {(Object.keys(ASSISTANTS) as AssistantKey[]).map((key) => {
          const assistant = ASSISTANTS[key];
          return (
            <li key={key}>
              <Card className="flex h-full flex-col gap-3 p-6">
                <span className="flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500">
                  <Bot aria-hidden="true" className="size-5 text-white" />
                </span>
                <h2 className="font-semibold text-ink text-lg">{assistant.name}</h2>
                <p className="text-ink text-sm">{assistant.role}</p>
                <p className="text-ink-muted text-xs">{assistant.tagline}</p>
                <Link
                  to={`/dashboard/lunara-ai/${key}`}
                  className={buttonClasses("secondary", "md", "mt-auto")}
                >
                  Chat with {assistant.name}
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function AssistantPage({ assistant }: { assistant: AssistantKey }) {
  const { name, role, tagline } = ASSISTANTS[assistant];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <Link to="/dashboard/lunara-ai" className={buttonClasses("ghost", "sm", "self-start")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to AI Team
      </Link>
      <NotAvailablePage
        title={`${name} · ${role}`}
        description={`${name} (${tagline.toLowerCase()}) will chat with you about your own messages, leads and revenue.`}
      />
    </div>
  );
}
