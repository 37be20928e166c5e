import { z } from "./zod.ts";
import { COUNTRY_CODES } from "./countries.ts";
import { SPOKEN_LANGUAGES } from "./languages.ts";
import { LIMITS } from "./limits.ts";
import { IMAGE_KEY_PATTERN } from "./media.ts";
import { ASSIGNABLE_TEAM_ROLES } from "./team-roles.ts";
import { latitudeSchema, longitudeSchema, multilineText, serialIdSchema, VALIDATION, webAddressSchema } from "./validation.ts";

/** Airsoft teams (better-auth organizations, decision 003): their fields, limits and inputs. */
export const TEAM_NAME_MIN = 3;
export const TEAM_NAME_MAX = 40;
export const TEAM_DESCRIPTION_MAX = 2000;
export const TEAM_RECRUITING_TEXT_MAX = 280;
export const TEAM_APPLICATION_MESSAGE_MAX = 500;
export const TEAM_POST_TEXT_MAX = 4000;
export const TEAM_POST_PHOTOS_MAX = 4;
export const TEAM_FOUNDED_YEAR_MIN = 1980;
export const TEAM_MINIMUM_AGE_MAX = 99;
/** Members of one team: better-auth's default membership limit, kept by our procedures too. */
export const TEAM_MEMBERS_MAX = 100;
/** An invitation waits this long for its answer. */
export const TEAM_INVITATION_DAYS = 7;
export const TEAM_SEARCH_RADII_KM = [10, 25, 50, 100, 200] as const;

/** What a player does on the field; a team shows its line-up by these. */
export const GAME_ROLES = ["leader", "assault", "support", "sniper", "dmr", "scout", "medic", "grenadier", "breacher", "radio"] as const;
export type GameRole = (typeof GAME_ROLES)[number];

/** The board of an association (loi 1901); only an association's members hold one. */
export const TEAM_OFFICES = ["president", "vice_president", "treasurer", "secretary"] as const;
export type TeamOffice = (typeof TEAM_OFFICES)[number];
/** Offices one person holds at a time: naming a new holder takes it from the previous one. */
export const SINGLE_HOLDER_OFFICES: readonly TeamOffice[] = ["president", "treasurer", "secretary"];

export const TEAM_LINK_KINDS = ["website", "facebook", "instagram", "youtube", "discord", "tiktok"] as const;
export type TeamLinkKind = (typeof TEAM_LINK_KINDS)[number];
export type TeamLinks = Partial<Record<TeamLinkKind, string>>;

export const TEAM_APPLICATION_STATUSES = ["pending", "accepted", "declined", "cancelled"] as const;
export type TeamApplicationStatus = (typeof TEAM_APPLICATION_STATUSES)[number];

/** Error keys specific to teams (translated by the web like the shared VALIDATION keys). */
export const TEAM_VALIDATION = {
  nameTooShort: "team_name_too_short",
  urlInvalid: "url_invalid",
  foundedYearInvalid: "founded_year_invalid",
  minimumAgeInvalid: "minimum_age_invalid",
  tooManyPhotos: "too_many_photos",
  imageInvalid: "image_invalid",
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point here.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A one-line text: trimmed, bounded, no control character (PostgreSQL refuses NUL). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, VALIDATION.tooLong)
    .refine((v) => !CONTROL_CHARACTERS.test(v), VALIDATION.invalidCharacters);
/** A text of several lines. */
const text = multilineText;

/** A database serial id: positive and within PostgreSQL's integer, so a wild number is a 400, not a 500. */
export { serialIdSchema };
/** A better-auth id (a UUID here): letters, digits, dash and underscore, bounded. */
export const textIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const imageKeySchema = z.string(TEAM_VALIDATION.imageInvalid).regex(IMAGE_KEY_PATTERN, TEAM_VALIDATION.imageInvalid);

/** "Les  Loups" is "Les Loups": spaces inside a name are collapsed, so uniqueness sees one name. */
export const teamNameSchema = z
  .string(VALIDATION.required)
  .trim()
  .overwrite((name) => name.replace(/\s+/g, " "))
  .min(1, { error: VALIDATION.required, abort: true })
  .min(TEAM_NAME_MIN, TEAM_VALIDATION.nameTooShort)
  .max(TEAM_NAME_MAX, VALIDATION.tooLong)
  .refine((v) => !CONTROL_CHARACTERS.test(v), VALIDATION.invalidCharacters);

/** A team's address on the web: lower-case ASCII words joined by dashes. */
export const TEAM_SLUG_MAX = 60;
export const teamSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(TEAM_SLUG_MAX);

/** Words the web's /teams/ routes might one day use: never a team's slug. */
const RESERVED_SLUGS = new Set(["new", "create", "edit", "search", "settings", "me", "mine"]);

/** The slug a name gives before any collision suffix: accents dropped, words joined by dashes; "team" when nothing is left. */
export function teamSlugBase(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[æœ]/g, (c) => (c === "æ" ? "ae" : "oe"))
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, TEAM_SLUG_MAX - 4)
    .replace(/-+$/, "");
  return base === "" || RESERVED_SLUGS.has(base) ? `team${base ? `-${base}` : ""}` : base;
}

/** The n-th candidate slug for a name: the base, then base-2, base-3... */
export function teamSlugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}

const httpUrl = webAddressSchema();

/** Contact and social links: absent or a web address (http or https only). Empty fields are dropped. */
export const teamLinksSchema = z
  .object(
    Object.fromEntries(TEAM_LINK_KINDS.map((kind) => [kind, z.union([z.literal(""), httpUrl]).optional()])) as Record<
      TeamLinkKind,
      z.ZodOptional<z.ZodUnion<[z.ZodLiteral<"">, typeof httpUrl]>>
    >,
  )
  .default({})
  .transform((links): TeamLinks => Object.fromEntries(Object.entries(links).filter(([, url]) => url)) as TeamLinks);

const currentYear = () => new Date().getUTCFullYear();

/** Everything a leader edits about the team (the same form creates it). */
export const teamFieldsSchema = z.object({
  name: teamNameSchema,
  description: text(TEAM_DESCRIPTION_MAX).default(""),
  city: line(LIMITS.cityMax).pipe(z.string().min(1, VALIDATION.cityRequired)),
  postalCode: z
    .string()
    .trim()
    .max(LIMITS.postalCodeMax, VALIDATION.tooLong)
    .regex(/^[A-Za-z0-9 -]*$/, VALIDATION.postalCodeInvalid)
    .default(""),
  country: z.enum(COUNTRY_CODES, VALIDATION.countryRequired),
  /** A field (a shop of type field) the team plays at; null for none. */
  homeFieldId: serialIdSchema.nullable().default(null),
  languages: z
    .array(z.enum(SPOKEN_LANGUAGES), VALIDATION.languagesRequired)
    .min(1, VALIDATION.languagesRequired)
    .max(SPOKEN_LANGUAGES.length)
    .refine((list) => new Set(list).size === list.length, VALIDATION.languagesRequired),
  recruiting: z.boolean().default(false),
  recruitingText: text(TEAM_RECRUITING_TEXT_MAX).default(""),
  minimumAge: z
    .number(TEAM_VALIDATION.minimumAgeInvalid)
    .int(TEAM_VALIDATION.minimumAgeInvalid)
    .min(LIMITS.minimumAge, TEAM_VALIDATION.minimumAgeInvalid)
    .max(TEAM_MINIMUM_AGE_MAX, TEAM_VALIDATION.minimumAgeInvalid)
    .nullable()
    .default(null),
  foundedYear: z
    .number(TEAM_VALIDATION.foundedYearInvalid)
    .int(TEAM_VALIDATION.foundedYearInvalid)
    .min(TEAM_FOUNDED_YEAR_MIN, TEAM_VALIDATION.foundedYearInvalid)
    .refine((year) => year <= currentYear(), TEAM_VALIDATION.foundedYearInvalid)
    .nullable()
    .default(null),
  /** A French "association loi 1901": its members may hold an office. */
  isAssociation: z.boolean().default(false),
  links: teamLinksSchema,
  logoKey: imageKeySchema.nullable().default(null),
  bannerKey: imageKeySchema.nullable().default(null),
});
export type TeamFieldsInput = z.input<typeof teamFieldsSchema>;
export type TeamFields = z.output<typeof teamFieldsSchema>;

export const createTeamSchema = teamFieldsSchema;
export const updateTeamSchema = teamFieldsSchema.extend({ teamId: textIdSchema });
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

export const teamIdSchema = z.object({ teamId: textIdSchema });
/** Deleting a team asks for its name, typed again. */
export const deleteTeamSchema = z.object({ teamId: textIdSchema, confirmName: z.string().max(100) });
export const getTeamSchema = z.object({ slug: teamSlugSchema });

export const searchTeamsSchema = z.object({
  q: line(100).optional(),
  latitude: latitudeSchema().optional(),
  longitude: longitudeSchema().optional(),
  radiusKm: z.number().int().min(1).max(500).optional(),
  recruiting: z.boolean().optional(),
  language: z.enum(SPOKEN_LANGUAGES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(50).default(20),
});
export type SearchTeamsInput = z.input<typeof searchTeamsSchema>;

export const applyToTeamSchema = z.object({ teamId: textIdSchema, message: text(TEAM_APPLICATION_MESSAGE_MAX).default("") });
export type ApplyToTeamInput = z.input<typeof applyToTeamSchema>;
export const applicationIdSchema = z.object({ applicationId: serialIdSchema });

export const inviteToTeamSchema = z.object({ teamId: textIdSchema, userId: textIdSchema });
export const invitationIdSchema = z.object({ invitationId: textIdSchema });

/** A leader changes a member's role (admin or member), game role or office; a member may set their own game role. */
export const updateMemberSchema = z.object({
  memberId: textIdSchema,
  role: z.enum(ASSIGNABLE_TEAM_ROLES).optional(),
  gameRole: z.enum(GAME_ROLES).nullable().optional(),
  office: z.enum(TEAM_OFFICES).nullable().optional(),
});
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;
export const memberIdSchema = z.object({ memberId: textIdSchema });
export const transferOwnershipSchema = z.object({ teamId: textIdSchema, memberId: textIdSchema });

export const createTeamPostSchema = z.object({
  teamId: textIdSchema,
  text: text(TEAM_POST_TEXT_MAX).pipe(z.string().min(1, VALIDATION.required)),
  photoKeys: z.array(imageKeySchema).max(TEAM_POST_PHOTOS_MAX, TEAM_VALIDATION.tooManyPhotos).default([]),
});
export type CreateTeamPostInput = z.input<typeof createTeamPostSchema>;
export const teamPostIdSchema = z.object({ postId: serialIdSchema });
export const getTeamPostsSchema = z.object({ teamId: textIdSchema, cursor: serialIdSchema.optional(), limit: z.number().int().min(1).max(50).default(10) });
export const gameTeamsSchema = z.object({ gameId: serialIdSchema });
