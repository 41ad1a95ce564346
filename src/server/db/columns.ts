import { text, timestamp } from "drizzle-orm/pg-core";
import { organization } from "./auth.schema";

/** A timestamp with time zone, the only kind of time column we store. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The owning team of a row; the team's deletion takes the row with it. */
export const teamRef = () =>
  text("team_id")
    .notNull()
    .references(() => organization.id, { onDelete: "cascade" });
