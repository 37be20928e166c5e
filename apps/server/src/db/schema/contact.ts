import type { ContactKind } from "@escouade/contracts/contact";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/** What visitors wrote through the contact and partner forms: kept, then e-mailed to support. */
export const contactMessage = pgTable(
  "contact_message",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<ContactKind>().notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The form's other fields (topic; organization, partner type, city). */
    details: jsonb("details").$type<Record<string, string>>().notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    clientIp: text("client_ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_message_email_idx").on(t.email, t.createdAt), index("contact_message_ip_idx").on(t.clientIp, t.createdAt)],
);
