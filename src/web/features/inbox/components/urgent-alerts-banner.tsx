import { Alert } from "@web/components/ui/alert";
import { Link } from "react-router";
import { useUrgentAlerts } from "../api/get-urgent-alerts";

/** Galara's urgent findings on top of the inbox, each linking to the messages behind it. */
export function UrgentAlertsBanner() {
  const { data } = useUrgentAlerts();
  if (!data || data.alerts.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="urgent-alerts">
      {data.alerts.map((a) => (
        <Alert key={a.id} tone="warning" title={`Galara: ${a.title}`}>
          {a.body}{" "}
          <Link to={a.link} className="underline">
            See the messages
          </Link>
        </Alert>
      ))}
    </div>
  );
}
