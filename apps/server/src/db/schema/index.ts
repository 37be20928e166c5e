// drizzle and better-auth's adapter both need every table in one object: this is that object.
export * from "./auth.ts";
export * from "./profile.ts";
export * from "./games.ts";
export * from "./social.ts";
export * from "./ratings.ts";
export * from "./players.ts";
export * from "./shops.ts";
export * from "./contact.ts";
export * from "./teams.ts";
export * from "./messages.ts";
export * from "./reports.ts";
export * from "./rate-limits.ts";
export * from "./moderation.ts";
export * from "./preferences.ts";
export * from "./calendar.ts";
