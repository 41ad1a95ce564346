import { Alert } from "@web/components/ui/alert";
import { Link } from "react-router";
import { useAlerts } from "../api/get-alerts";

/** What Galara's monitors found, newest first; each links to the messages behind it. */
export function GalaraAlerts() {
  const { data } = useAlerts();
  if (!data || data.alerts.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Alerts" data-testid="galara-alerts">
      {data.alerts.slice(0, 5).map((a) => (
        <li key={a.id}>
          <Alert tone={a.severity === "urgent" ? "warning" : "info"} title={a.title}>
            {a.body}{" "}
            <Link to={a.link} className="underline">
              See the messages
            </Link>
          </Alert>
        </li>
      ))}
    </ul>
  );
}
