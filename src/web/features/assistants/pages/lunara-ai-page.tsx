import { ASSISTANT_KEYS, ASSISTANTS } from "@shared/assistants/assistants.constants";
import { buttonClasses } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Bot } from "lucide-react";
import { Link } from "react-router";

export function LunaraAiPage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl text-ink">Meet Your AI Team</h1>
        <p className="text-ink-muted text-sm">Three assistants that answer from your team's own data.</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {ASSISTANT_KEYS.map((key) => {
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
