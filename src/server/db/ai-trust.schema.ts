import { sql } from "drizzle-orm";
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.schema";
import { teamRef, ts } from "./columns";
import { messages } from "./inbox.schema";

/**
 * A person's correction of a message's analysis (issue 11, the trust loop): which field, the
 * label before and after, who and when. The first correction's `from_value` is what the engine said.
 */
export const analysisCorrections = pgTable(
  "analysis_corrections",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    /** intent | sentiment */
    field: text("field").notNull(),
    fromValue: text("from_value").notNull(),
    toValue: text("to_value").notNull(),
    correctedBy: text("corrected_by").references(() => user.id, { onDelete: "set null" }),
    /** The person's name when they corrected it, kept if the account goes. */
    correctedByName: text("corrected_by_name").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("corrections_team_created_idx").on(t.teamId, t.createdAt),
    index("corrections_message_idx").on(t.messageId, t.createdAt),
  ],
);
