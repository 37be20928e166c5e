import { z } from "./zod.ts";
import { serialIdSchema } from "./validation.ts";

/** What a game's staff do (docs/product.md §4); each checks players in and uses the chrono. */
export const STAFF_ROLES = ["marshal", "referee", "medic"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** `offered`: a player offered to marshal when registering, for the organizer to accept. */
export const STAFF_STATUSES = ["offered", "confirmed"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

const userIdSchema = z.string().trim().min(1).max(64);

/** The organizer names someone to the staff, or accepts an offer, with the role they take. */
export const nameStaffSchema = z.object({ gameId: serialIdSchema, userId: userIdSchema, role: z.enum(STAFF_ROLES) });
export type NameStaffInput = z.input<typeof nameStaffSchema>;

/** The organizer takes someone off the staff, or declines an offer. */
export const removeStaffSchema = z.object({ gameId: serialIdSchema, userId: userIdSchema });
