import type { CountryCode } from "@escouade/contracts/countries";
import type { SpokenLanguage } from "@escouade/contracts/languages";
import type { NotificationTeam } from "@escouade/contracts/notifications";
import type { AssignableTeamRole } from "@escouade/contracts/team-roles";
import { TEAM_INVITATION_DAYS, teamSlugBase, type GameRole, type TeamLinks, type TeamOffice } from "@escouade/contracts/teams";
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { invitation, member, organization, profile, shop, teamApplication, teamProfile, user } from "../db/schema/index.ts";
import { notifyUsers } from "../modules/notifications/service.ts";

/** A demo team: where it plays, who leads it, who plays in it (each player in one team at most). */
interface DemoTeam {
  name: string;
  city: string;
  postalCode: string;
  country: CountryCode;
  position: [number, number];
  homeField: string | null;
  languages: SpokenLanguage[];
  description: string;
  recruiting: boolean;
  recruitingText: string;
  isAssociation: boolean;
  foundedYear: number;
  minimumAge: number | null;
  links: TeamLinks;
  /** [username, role, game role, office]; the first is the owner. */
  roster: [string, "owner" | AssignableTeamRole, GameRole, TeamOffice | null][];
}

const DAY = 24 * 3600 * 1000;

export const DEMO_TEAMS: DemoTeam[] = [
  {
    name: "Les Loups du Rhône",
    city: "Lyon",
    postalCode: "69003",
    country: "fr",
    position: [45.7597, 4.8422],
    homeField: "Terrain du Fort de Bron",
    languages: ["fr", "en"],
    description:
      "Association lyonnaise fondée en 2014. Dominicales au Fort de Bron, une opération par trimestre, et toujours un café au retour. Débutants bienvenus : on prête une réplique pour les premières parties.",
    recruiting: true,
    recruitingText: "On cherche deux joueurs support et un radio, dispo au moins un dimanche par mois.",
    isAssociation: true,
    foundedYear: 2014,
    minimumAge: 18,
    links: { website: "https://loups-du-rhone.example", instagram: "https://instagram.com/loupsdurhone" },
    roster: [
      ["Ghost", "owner", "leader", "president"],
      ["Kodiak", "admin", "support", "treasurer"],
      ["Faucon", "member", "sniper", "secretary"],
    ],
  },
  {
    name: "Escouade Nordique",
    city: "Lille",
    postalCode: "59000",
    country: "fr",
    position: [50.6292, 3.0573],
    homeField: "Bois des Hurlus",
    languages: ["fr", "nl"],
    description: "Milsim dans le Nord et en Belgique : opérations de 24 h, briefing sérieux, tenue OTAN. Nous jouons surtout au Bois des Hurlus et à Tournai.",
    recruiting: true,
    recruitingText: "Recrutement ouvert : DMR et éclaireurs, esprit milsim indispensable.",
    isAssociation: false,
    foundedYear: 2019,
    minimumAge: 21,
    links: { discord: "https://discord.gg/escouade-nordique" },
    roster: [
      ["Ardent", "owner", "leader", null],
      ["Beffroi", "admin", "radio", null],
    ],
  },
  {
    name: "Massilia Airsoft Team",
    city: "Marseille",
    postalCode: "13005",
    country: "fr",
    position: [43.2965, 5.3698],
    homeField: "Garrigue Ops",
    languages: ["fr", "es"],
    description: "CQB et garrigue autour de Marseille. On aime les scénarios courts et nerveux, et les parties en nocturne l'été.",
    recruiting: false,
    recruitingText: "",
    isAssociation: false,
    foundedYear: 2021,
    minimumAge: null,
    links: { instagram: "https://instagram.com/massilia.airsoft" },
    roster: [
      ["Mistral", "owner", "assault", null],
      ["Calanque", "admin", "breacher", null],
    ],
  },
  {
    name: "Korrigans de l'Ouest",
    city: "Rennes",
    postalCode: "35000",
    country: "fr",
    position: [48.1173, -1.6778],
    homeField: "Terrain de la Chézine",
    languages: ["fr"],
    description: "Joueurs de Rennes et de Nantes, dominicales en forêt et covoiturage systématique. Ambiance détendue, fair-play avant tout.",
    recruiting: false,
    recruitingText: "",
    isAssociation: false,
    foundedYear: 2017,
    minimumAge: null,
    links: { facebook: "https://facebook.com/korrigansdelouest" },
    roster: [
      ["Korrigan", "owner", "scout", null],
      ["Ligerien", "admin", "medic", null],
      ["Brumaire", "member", "assault", null],
    ],
  },
  {
    name: "Grenzgänger",
    city: "Freiburg im Breisgau",
    postalCode: "79098",
    country: "de",
    position: [47.999, 7.8421],
    homeField: "Schwarzwald Airsoft Gelände",
    languages: ["de", "fr", "en"],
    description: "Deutsch-französisches Team zwischen Schwarzwald und Elsass. Équipe franco-allemande : on joue des deux côtés du Rhin.",
    recruiting: false,
    recruitingText: "",
    isAssociation: false,
    foundedYear: 2022,
    minimumAge: null,
    links: {},
    roster: [
      ["Nordwind", "owner", "dmr", null],
      ["Vosges", "admin", "grenadier", null],
    ],
  },
];

/** A player applies to a recruiting team, a team invites a player without one: the requests the demo shows pending. */
const PENDING_APPLICATION = {
  from: "Viper",
  to: "Escouade Nordique",
  message: "DMR dans l'âme, dispo un dimanche sur deux. Je cherchais justement une équipe milsim dans le Nord !",
};
const PENDING_INVITATION = { from: "Mistral", to: "Halcon", team: "Massilia Airsoft Team" };

/**
 * Five teams (better-auth organizations with our team profiles) across the demo players: owners,
 * admins and members, one association, two recruiting; one pending application and one pending
 * invitation, each with the notification it sends.
 */
export async function seedDemoTeams(tx: Tx, players: Record<string, string>) {
  const fields = await tx
    .select({ id: shop.id, name: shop.name })
    .from(shop)
    .where(
      inArray(
        shop.name,
        DEMO_TEAMS.flatMap((t) => (t.homeField ? [t.homeField] : [])),
      ),
    );
  const fieldId = (name: string | null) => fields.find((f) => f.name === name)?.id ?? null;
  const teams = new Map<string, NotificationTeam>();
  for (const [index, t] of DEMO_TEAMS.entries()) {
    const id = crypto.randomUUID();
    const createdAt = new Date(Date.now() - (200 - index * 30) * DAY);
    const summary = { id, name: t.name, slug: teamSlugBase(t.name), logo: null };
    teams.set(t.name, summary);
    await tx.insert(organization).values({ id, name: t.name, slug: summary.slug, createdAt });
    await tx.insert(teamProfile).values({
      organizationId: id,
      description: t.description,
      city: t.city,
      postalCode: t.postalCode,
      country: t.country,
      latitude: t.position[0],
      longitude: t.position[1],
      homeFieldId: fieldId(t.homeField),
      languages: t.languages,
      recruiting: t.recruiting,
      recruitingText: t.recruitingText,
      minimumAge: t.minimumAge,
      foundedYear: t.foundedYear,
      isAssociation: t.isAssociation,
      links: t.links,
      foundedBy: players[t.roster[0]![0]],
    });
    await tx.insert(member).values(
      t.roster.map(([username, role, gameRole, office], position) => ({
        id: crypto.randomUUID(),
        organizationId: id,
        userId: players[username]!,
        role,
        gameRole,
        office,
        createdAt: new Date(createdAt.getTime() + position * DAY),
      })),
    );
  }

  const leadersOf = (teamName: string) =>
    DEMO_TEAMS.find((t) => t.name === teamName)!
      .roster.filter(([, role]) => role !== "member")
      .map(([username]) => players[username]!);
  const cardOf = async (username: string) => {
    const [row] = await tx
      .select({ id: profile.userId, username: profile.username, avatar: profile.avatar })
      .from(profile)
      .where(eq(profile.userId, players[username]!));
    return { ...row!, image: null };
  };

  const applied = teams.get(PENDING_APPLICATION.to)!;
  const [application] = await tx
    .insert(teamApplication)
    .values({ organizationId: applied.id, userId: players[PENDING_APPLICATION.from], message: PENDING_APPLICATION.message })
    .returning({ id: teamApplication.id });
  await notifyUsers(tx, leadersOf(PENDING_APPLICATION.to), {
    type: "team_application_received",
    payload: { team: applied, player: await cardOf(PENDING_APPLICATION.from), applicationId: application!.id },
  });

  const inviting = teams.get(PENDING_INVITATION.team)!;
  const [invitee] = await tx.select({ email: user.email }).from(user).where(eq(user.id, players[PENDING_INVITATION.to]!));
  const invitationId = crypto.randomUUID();
  await tx.insert(invitation).values({
    id: invitationId,
    organizationId: inviting.id,
    email: invitee!.email,
    role: "member",
    status: "pending",
    expiresAt: new Date(Date.now() + TEAM_INVITATION_DAYS * DAY),
    inviterId: players[PENDING_INVITATION.from],
  });
  await notifyUsers(tx, [players[PENDING_INVITATION.to]!], {
    type: "team_invitation_received",
    payload: { team: inviting, player: await cardOf(PENDING_INVITATION.from), invitationId },
  });
  return teams.size;
}
