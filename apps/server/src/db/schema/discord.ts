import type { DiscordEvent, DiscordOwnerKind } from "@escouade/contracts/discord";
import type { UiLanguage } from "@escouade/contracts/languages";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";
import { shop } from "./shops.ts";

/**
 * A Discord channel's webhook that hears of a team's, a place's or an organizer's games
 * (decision 038). Exactly one owner column is set, the one its kind names; the owner's removal
 * takes its connections with it. The token is a secret: it is only ever sent to Discord.
 */
export const discordConnection = pgTable(
  "discord_connection",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerKind: text("owner_kind").$type<DiscordOwnerKind>().notNull(),
    teamId: text("team_id").references(() => organization.id, { onDelete: "cascade" }),
    shopId: integer("shop_id").references(() => shop.id, { onDelete: "cascade" }),
    organizerId: text("organizer_id").references(() => user.id, { onDelete: "cascade" }),
    webhookId: text("webhook_id").notNull(),
    webhookToken: text("webhook_token").notNull(),
    /** The webhook's name in Discord when it was connected: how the owner tells their channels apart. */
    name: text("name").notNull(),
    lang: text("lang").$type<UiLanguage>().notNull(),
    events: text("events").array().$type<DiscordEvent[]>().notNull(),
    connectedBy: text("connected_by").references(() => user.id, { onDelete: "set null" }),
    /** Set when Discord answered that the webhook is gone: nothing is posted until it is connected again. */
    offSince: timestamp("off_since", { withTimezone: true }),
    /** Discord asked to wait until then (a 429, or its bucket empty): posts due earlier are put off. */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    lastPostAt: timestamp("last_post_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "discord_connection_one_owner",
      sql`(${t.ownerKind} = 'team' and ${t.teamId} is not null and ${t.shopId} is null and ${t.organizerId} is null)
        or (${t.ownerKind} = 'place' and ${t.shopId} is not null and ${t.teamId} is null and ${t.organizerId} is null)
        or (${t.ownerKind} = 'organizer' and ${t.organizerId} is not null and ${t.teamId} is null and ${t.shopId} is null)`,
    ),
    uniqueIndex("discord_connection_team_webhook_idx").on(t.teamId, t.webhookId),
    uniqueIndex("discord_connection_shop_webhook_idx").on(t.shopId, t.webhookId),
    uniqueIndex("discord_connection_organizer_webhook_idx").on(t.organizerId, t.webhookId),
  ],
);
