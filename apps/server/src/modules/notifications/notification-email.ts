import { isUiLanguage, type UiLanguage } from "@escouade/contracts/languages";
import type { NotificationData, NotificationDiscordOwner, NotificationGame, NotificationType } from "@escouade/contracts/notifications";
import type { MailMessage } from "../../platform/mail.ts";
import type { StaffRole } from "@escouade/contracts/staff";

/** The payload of one notification type. */
type PayloadOf<T extends NotificationType> = Extract<NotificationData, { type: T }>["payload"];

/** One sentence per type, naming who or what it is about: the subject, and the e-mail's first line. */
type Lines = { [T in NotificationType]: (payload: PayloadOf<T>) => string };

interface NotificationEmailTexts {
  lines: Lines;
  /** Under a moderation notice: why. */
  reason: (reason: string) => string;
  /** Under a cancelled game: what its organizer wrote to the players. */
  organizerMessage: (message: string) => string;
  open: string;
  settings: string;
  signature: string;
}

const WHEN: Record<UiLanguage, { locale: string; prefix: string; at: string; suffix: string }> = {
  fr: { locale: "fr", prefix: "le ", at: " à ", suffix: "" },
  en: { locale: "en-GB", prefix: "on ", at: " at ", suffix: "" },
  es: { locale: "es", prefix: "el ", at: " a las ", suffix: "" },
  de: { locale: "de", prefix: "am ", at: " um ", suffix: " Uhr" },
};

/**
 * "le samedi 14 mars à 09:00": a game's start on the field's clock (its own zone, docs/product.md
 * §4), since the e-mail cannot know the reader's; Paris for a notification older than zones.
 */
function startsAt(game: NotificationGame, lang: UiLanguage): string {
  const { locale, prefix, at, suffix } = WHEN[lang];
  const timeZone = game.timeZone ?? "Europe/Paris";
  // A payload read back from jsonb may hold the ISO string.
  const moment = new Date(game.startsAt);
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone }).format(moment);
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(moment);
  return `${prefix}${day}${at}${time}${suffix}`;
}

/** A staff role in each language, as the e-mail names it. */
const STAFF_WORDS: Record<UiLanguage, Record<StaffRole, string>> = {
  fr: { marshal: "marshal", referee: "arbitre", medic: "secouriste" },
  en: { marshal: "marshal", referee: "referee", medic: "medic" },
  es: { marshal: "marshal", referee: "árbitro", medic: "sanitario" },
  de: { marshal: "Marshal", referee: "Schiedsrichter", medic: "Sanitäter" },
};

/** Whose channel, as each language says it after the channel's name. */
const discordOwnerFr = (o: NotificationDiscordOwner) => (o.kind === "team" ? `de l'équipe ${o.name}` : o.kind === "place" ? `de ${o.name}` : "de vos parties");
const discordOwnerEn = (o: NotificationDiscordOwner) => (o.kind === "organizer" ? "for your games" : `of ${o.name}`);
const discordOwnerEs = (o: NotificationDiscordOwner) => (o.kind === "team" ? `del equipo ${o.name}` : o.kind === "place" ? `de ${o.name}` : "de tus partidas");
const discordOwnerDe = (o: NotificationDiscordOwner) => (o.kind === "team" ? `des Teams ${o.name}` : o.kind === "place" ? `von ${o.name}` : "für deine Spiele");

// E-mails leave the server, outside the SPA's Lingui catalogs: their four languages live here.
// French typography: a no-break space before : ! ? (U+00A0).
const TEXTS: Record<UiLanguage, NotificationEmailTexts> = {
  fr: {
    lines: {
      friend_request: (p) => `${p.friend.username} vous a envoyé une demande d'ami`,
      friend_accept: (p) => `${p.friend.username} a accepté votre demande d'ami`,
      ping: (p) => `${p.friend.username} vous a pingé`,
      game_registration_received: (p) =>
        p.awaitingApproval
          ? `${p.player.username} demande à s'inscrire à la partie ${p.game.title}\u00a0: acceptez ou refusez sa demande`
          : p.waitlisted
            ? `Nouvelle inscription de ${p.player.username} à la partie ${p.game.title}, en liste d'attente`
            : `Nouvelle inscription de ${p.player.username} à la partie ${p.game.title}`,
      game_waitlist_promoted: (p) => `Une place s'est libérée\u00a0: inscription confirmée pour ${p.game.title}`,
      game_changed: (p) =>
        p.rulesChanged ? `Le règlement de la partie ${p.game.title} a changé\u00a0: relisez-le et acceptez-le` : `La partie ${p.game.title} a été modifiée`,
      game_registration_cancelled_late: (p) => `${p.player.username} a annulé sa place à la partie ${p.game.title} après la limite d'annulation gratuite`,
      game_cancelled: (p) => `La partie ${p.game.title} a été annulée`,
      game_registration_removed: (p) => `Votre inscription à la partie ${p.game.title} a été annulée par l'organisation`,
      game_registration_approved: (p) =>
        p.waitlisted
          ? `L'organisation a accepté votre demande pour ${p.game.title}\u00a0: vous êtes en liste d'attente`
          : `L'organisation a accepté votre demande\u00a0: inscription confirmée pour ${p.game.title}`,
      game_registration_declined: (p) => `L'organisation n'a pas retenu votre demande d'inscription à la partie ${p.game.title}`,
      game_staff_named: (p) => `Vous faites partie du staff de la partie ${p.game.title}\u00a0: ${STAFF_WORDS.fr[p.role]}`,
      series_date_added: (p) =>
        p.dates > 1
          ? `${p.dates} nouvelles dates pour ${p.series.title}\u00a0: la première ${startsAt(p.game, "fr")} (heure locale)`
          : `Nouvelle date pour ${p.series.title}\u00a0: ${startsAt(p.game, "fr")} (heure locale)`,
      game_reminder: (p) => `C'est pour bientôt\u00a0: la partie ${p.game.title} commence ${startsAt(p.game, "fr")} (heure locale)`,
      carpool_seat_requested: (p) => `${p.player.username} demande une place dans votre voiture pour ${p.game.title}`,
      carpool_seat_accepted: (p) => `${p.player.username} vous prend dans sa voiture pour ${p.game.title}`,
      carpool_seat_declined: (p) => `${p.player.username} n'a pas de place pour vous dans sa voiture pour ${p.game.title}`,
      carpool_seat_cancelled: (p) => `${p.player.username} renonce à sa place dans votre voiture pour ${p.game.title}`,
      carpool_offer_withdrawn: (p) => `${p.player.username} a retiré son offre de covoiturage pour ${p.game.title}`,
      shop_approved: (p) => `Merci\u00a0! ${p.shop.name} est maintenant sur la carte`,
      shop_rejected: (p) => `Votre signalement n'a pas été retenu\u00a0: ${p.shop.name}`,
      place_claim_accepted: (p) => `Vous gérez maintenant ${p.shop.name} sur Escouade`,
      place_claim_refused: (p) => `Votre demande pour gérer ${p.shop.name} n'a pas été acceptée`,
      place_owner_added: (p) => `${p.player.username} vous a ajouté aux gérants de ${p.shop.name}`,
      place_news: (p) => `Du nouveau chez ${p.shop.name}\u00a0: ${p.excerpt}`,
      place_game_added: (p) => `Nouvelle partie à ${p.shop.name}\u00a0: ${p.game.title}, ${startsAt(p.game, "fr")}`,
      place_reviewed: (p) => `${p.player.username} a donné ${p.rating}/5 à ${p.shop.name}`,
      place_review_answered: (p) => `${p.shop.name} a répondu à votre avis`,
      team_application_received: (p) => `${p.player.username} demande à rejoindre l'équipe ${p.team.name}`,
      team_application_accepted: (p) => `Bienvenue dans l'équipe ${p.team.name}\u00a0: votre candidature a été acceptée`,
      team_application_declined: (p) => `Votre candidature à l'équipe ${p.team.name} n'a pas été retenue`,
      team_invitation_received: (p) => `${p.player.username} vous invite à rejoindre l'équipe ${p.team.name}`,
      team_invitation_accepted: (p) => `${p.player.username} a accepté votre invitation et rejoint l'équipe ${p.team.name}`,
      team_invitation_declined: (p) => `${p.player.username} a décliné votre invitation à rejoindre l'équipe ${p.team.name}`,
      team_member_removed: (p) => `Vous ne faites plus partie de l'équipe ${p.team.name}`,
      team_role_changed: (p) =>
        p.role === "admin" ? `Vous êtes maintenant responsable de l'équipe ${p.team.name}` : `Vous êtes maintenant simple membre de l'équipe ${p.team.name}`,
      team_ownership_transferred: (p) => `${p.player.username} vous a confié l'équipe ${p.team.name}\u00a0: elle est maintenant à vous`,
      team_ownership_inherited: (p) => `L'équipe ${p.team.name} vous revient\u00a0: le compte qui la détenait a été supprimé`,
      team_deleted: (p) => `L'équipe ${p.team.name} a été supprimée`,
      discord_connection_off: (p) =>
        `Le salon Discord «\u00a0${p.channel}\u00a0» ${discordOwnerFr(p.owner)} ne reçoit plus rien\u00a0: son webhook a été supprimé dans Discord`,
      moderation_warning: () => "Vous avez reçu un avertissement des modérateurs",
      moderation_content_removed: () => "Les modérateurs ont retiré l'un de vos contenus",
    },
    reason: (reason) => `Motif\u00a0: ${reason}`,
    organizerMessage: (message) => `Le message de l'organisation\u00a0: ${message}`,
    open: "Voir sur Escouade\u00a0:",
    settings: "Pour choisir les notifications que vous recevez par e-mail, rendez-vous dans vos paramètres\u00a0:",
    signature: "L'équipe Escouade",
  },
  en: {
    lines: {
      friend_request: (p) => `${p.friend.username} sent you a friend request`,
      friend_accept: (p) => `${p.friend.username} accepted your friend request`,
      ping: (p) => `${p.friend.username} pinged you`,
      game_registration_received: (p) =>
        p.awaitingApproval
          ? `${p.player.username} asks to join ${p.game.title}: approve or decline their request`
          : p.waitlisted
            ? `${p.player.username} signed up for ${p.game.title} and is on the waiting list`
            : `${p.player.username} signed up for ${p.game.title}`,
      game_waitlist_promoted: (p) => `A spot opened up: you're now registered for ${p.game.title}`,
      game_changed: (p) =>
        p.rulesChanged ? `The rules of ${p.game.title} have changed: please read and accept them` : `The game ${p.game.title} has been changed`,
      game_registration_cancelled_late: (p) => `${p.player.username} cancelled their place at ${p.game.title} after the free cancellation deadline`,
      game_cancelled: (p) => `The game ${p.game.title} has been cancelled`,
      game_registration_removed: (p) => `You were removed from the game ${p.game.title}`,
      game_registration_approved: (p) =>
        p.waitlisted
          ? `The organizer approved your request for ${p.game.title}: you're on the waiting list`
          : `The organizer approved your request: you're registered for ${p.game.title}`,
      game_registration_declined: (p) => `The organizer declined your request to join ${p.game.title}`,
      game_staff_named: (p) => `You are on the staff of ${p.game.title}: ${STAFF_WORDS.en[p.role]}`,
      series_date_added: (p) =>
        p.dates > 1
          ? `${p.dates} new dates for ${p.series.title}, the first ${startsAt(p.game, "en")} (local time)`
          : `${p.series.title} has a new date ${startsAt(p.game, "en")} (local time)`,
      game_reminder: (p) => `Coming up: ${p.game.title} starts ${startsAt(p.game, "en")} (local time)`,
      carpool_seat_requested: (p) => `${p.player.username} asks for a seat in your car to ${p.game.title}`,
      carpool_seat_accepted: (p) => `${p.player.username} has a seat for you in their car to ${p.game.title}`,
      carpool_seat_declined: (p) => `${p.player.username} has no seat for you in their car to ${p.game.title}`,
      carpool_seat_cancelled: (p) => `${p.player.username} gave up their seat in your car to ${p.game.title}`,
      carpool_offer_withdrawn: (p) => `${p.player.username} withdrew their carpool offer to ${p.game.title}`,
      shop_approved: (p) => `Thank you! ${p.shop.name} has been added to the map`,
      shop_rejected: (p) => `Your report of ${p.shop.name} was not accepted`,
      place_claim_accepted: (p) => `You now run ${p.shop.name} on Escouade`,
      place_claim_refused: (p) => `Your request to run ${p.shop.name} was not accepted`,
      place_owner_added: (p) => `${p.player.username} added you to the people running ${p.shop.name}`,
      place_news: (p) => `News from ${p.shop.name}: ${p.excerpt}`,
      place_game_added: (p) => `New game at ${p.shop.name}: ${p.game.title}, ${startsAt(p.game, "en")}`,
      place_reviewed: (p) => `${p.player.username} rated ${p.shop.name} ${p.rating}/5`,
      place_review_answered: (p) => `${p.shop.name} replied to your review`,
      team_application_received: (p) => `${p.player.username} wants to join ${p.team.name}`,
      team_application_accepted: (p) => `Welcome to ${p.team.name}: your application was accepted`,
      team_application_declined: (p) => `Your application to ${p.team.name} was not accepted`,
      team_invitation_received: (p) => `${p.player.username} invited you to join ${p.team.name}`,
      team_invitation_accepted: (p) => `${p.player.username} accepted your invitation and joined ${p.team.name}`,
      team_invitation_declined: (p) => `${p.player.username} declined your invitation to join ${p.team.name}`,
      team_member_removed: (p) => `You are no longer a member of ${p.team.name}`,
      team_role_changed: (p) => (p.role === "admin" ? `You're now an officer of ${p.team.name}` : `You are now a regular member of ${p.team.name}`),
      team_ownership_transferred: (p) => `${p.player.username} handed ${p.team.name} over to you: you are now its owner`,
      team_ownership_inherited: (p) => `The team ${p.team.name} is now yours: its owner deleted their account`,
      team_deleted: (p) => `The team ${p.team.name} has been deleted`,
      discord_connection_off: (p) =>
        `The Discord channel "${p.channel}" ${discordOwnerEn(p.owner)} no longer receives anything: its webhook was deleted in Discord`,
      moderation_warning: () => "You have received a warning from the moderators",
      moderation_content_removed: () => "The moderators removed something you posted",
    },
    reason: (reason) => `Reason: ${reason}`,
    organizerMessage: (message) => `The organizer's message: ${message}`,
    open: "See it on Escouade:",
    settings: "To choose which notifications you get by e-mail, go to your settings:",
    signature: "The Escouade team",
  },
  es: {
    lines: {
      friend_request: (p) => `${p.friend.username} te ha enviado una solicitud de amistad`,
      friend_accept: (p) => `${p.friend.username} ha aceptado tu solicitud de amistad`,
      ping: (p) => `${p.friend.username} te ha dado un toque`,
      game_registration_received: (p) =>
        p.awaitingApproval
          ? `${p.player.username} solicita inscribirse en ${p.game.title}: acepta o rechaza su solicitud`
          : p.waitlisted
            ? `${p.player.username} se ha inscrito en ${p.game.title}, en lista de espera`
            : `${p.player.username} se ha inscrito en ${p.game.title}`,
      game_waitlist_promoted: (p) => `Se ha liberado una plaza: tu inscripción en ${p.game.title} está confirmada`,
      game_changed: (p) =>
        p.rulesChanged ? `Las normas de la partida ${p.game.title} han cambiado: léelas y acéptalas` : `La partida ${p.game.title} ha cambiado`,
      game_registration_cancelled_late: (p) => `${p.player.username} ha cancelado su plaza en ${p.game.title} pasado el plazo de cancelación gratuita`,
      game_cancelled: (p) => `La partida ${p.game.title} se ha cancelado`,
      game_registration_removed: (p) => `Te han retirado de la partida ${p.game.title}`,
      game_registration_approved: (p) =>
        p.waitlisted
          ? `La organización ha aceptado tu solicitud para ${p.game.title}: estás en lista de espera`
          : `La organización ha aceptado tu solicitud: tu inscripción en ${p.game.title} está confirmada`,
      game_registration_declined: (p) => `La organización ha rechazado tu solicitud de inscripción en ${p.game.title}`,
      game_staff_named: (p) => `Formas parte del staff de la partida ${p.game.title}: ${STAFF_WORDS.es[p.role]}`,
      series_date_added: (p) =>
        p.dates > 1
          ? `${p.dates} fechas nuevas de ${p.series.title}: la primera ${startsAt(p.game, "es")} (hora local)`
          : `Nueva fecha de ${p.series.title}: ${startsAt(p.game, "es")} (hora local)`,
      game_reminder: (p) => `Ya queda poco: la partida ${p.game.title} empieza ${startsAt(p.game, "es")} (hora local)`,
      carpool_seat_requested: (p) => `${p.player.username} pide una plaza en tu coche para ${p.game.title}`,
      carpool_seat_accepted: (p) => `${p.player.username} te lleva en su coche a ${p.game.title}`,
      carpool_seat_declined: (p) => `${p.player.username} no tiene plaza para ti en su coche a ${p.game.title}`,
      carpool_seat_cancelled: (p) => `${p.player.username} ha renunciado a su plaza en tu coche a ${p.game.title}`,
      carpool_offer_withdrawn: (p) => `${p.player.username} ha retirado su oferta de coche compartido para ${p.game.title}`,
      shop_approved: (p) => `¡Gracias! ${p.shop.name} se ha añadido al mapa`,
      shop_rejected: (p) => `Tu aviso sobre ${p.shop.name} no ha sido aceptado`,
      place_claim_accepted: (p) => `Ahora gestionas ${p.shop.name} en Escouade`,
      place_claim_refused: (p) => `Tu solicitud para gestionar ${p.shop.name} no ha sido aceptada`,
      place_owner_added: (p) => `${p.player.username} te ha añadido a los gestores de ${p.shop.name}`,
      place_news: (p) => `Novedades de ${p.shop.name}: ${p.excerpt}`,
      place_game_added: (p) => `Nueva partida en ${p.shop.name}: ${p.game.title}, ${startsAt(p.game, "es")}`,
      place_reviewed: (p) => `${p.player.username} ha puntuado ${p.shop.name} con ${p.rating}/5`,
      place_review_answered: (p) => `${p.shop.name} ha respondido a tu reseña`,
      team_application_received: (p) => `${p.player.username} quiere unirse a ${p.team.name}`,
      team_application_accepted: (p) => `Te damos la bienvenida a ${p.team.name}: tu solicitud ha sido aceptada`,
      team_application_declined: (p) => `Tu solicitud para unirte a ${p.team.name} no ha sido aceptada`,
      team_invitation_received: (p) => `${p.player.username} te invita a unirte a ${p.team.name}`,
      team_invitation_accepted: (p) => `${p.player.username} ha aceptado tu invitación y se ha unido a ${p.team.name}`,
      team_invitation_declined: (p) => `${p.player.username} ha rechazado tu invitación para unirse a ${p.team.name}`,
      team_member_removed: (p) => `Ya no formas parte de ${p.team.name}`,
      team_role_changed: (p) => (p.role === "admin" ? `Ahora eres responsable de ${p.team.name}` : `Ahora eres miembro de ${p.team.name} sin cargo`),
      team_ownership_transferred: (p) => `${p.player.username} te ha cedido ${p.team.name}: ahora el equipo está a tu cargo`,
      team_ownership_inherited: (p) => `El equipo ${p.team.name} pasa a tu cargo: se ha eliminado la cuenta que lo tenía`,
      team_deleted: (p) => `El equipo ${p.team.name} ha sido eliminado`,
      discord_connection_off: (p) => `El canal de Discord «${p.channel}» ${discordOwnerEs(p.owner)} ya no recibe nada: su webhook se eliminó en Discord`,
      moderation_warning: () => "Has recibido una advertencia de los moderadores",
      moderation_content_removed: () => "Los moderadores han retirado uno de tus contenidos",
    },
    reason: (reason) => `Motivo: ${reason}`,
    organizerMessage: (message) => `Mensaje de la organización: ${message}`,
    open: "Míralo en Escouade:",
    settings: "Para elegir qué notificaciones recibes por correo, ve a tus ajustes:",
    signature: "El equipo de Escouade",
  },
  de: {
    lines: {
      friend_request: (p) => `${p.friend.username} hat dir eine Freundschaftsanfrage geschickt`,
      friend_accept: (p) => `${p.friend.username} hat deine Freundschaftsanfrage angenommen`,
      ping: (p) => `${p.friend.username} hat dich angestupst`,
      game_registration_received: (p) =>
        p.awaitingApproval
          ? `${p.player.username} möchte bei ${p.game.title} mitspielen: Nimm die Anfrage an oder lehne sie ab`
          : p.waitlisted
            ? `${p.player.username} hat sich für ${p.game.title} angemeldet und steht auf der Warteliste`
            : `${p.player.username} hat sich für ${p.game.title} angemeldet`,
      game_waitlist_promoted: (p) => `Ein Platz ist frei geworden: Du bist jetzt für ${p.game.title} angemeldet`,
      game_changed: (p) =>
        p.rulesChanged ? `Die Regeln von ${p.game.title} haben sich geändert: Bitte lies und akzeptiere sie` : `Das Spiel ${p.game.title} wurde geändert`,
      game_registration_cancelled_late: (p) => `${p.player.username} hat sich nach Ablauf der kostenlosen Stornofrist von ${p.game.title} abgemeldet`,
      game_cancelled: (p) => `Das Spiel ${p.game.title} wurde abgesagt`,
      game_registration_removed: (p) => `Du wurdest vom Spiel ${p.game.title} abgemeldet`,
      game_registration_approved: (p) =>
        p.waitlisted
          ? `Die Orga hat deine Anfrage für ${p.game.title} angenommen: Du stehst auf der Warteliste`
          : `Die Orga hat deine Anfrage angenommen: Du bist für ${p.game.title} angemeldet`,
      game_registration_declined: (p) => `Die Orga hat deine Anfrage für ${p.game.title} abgelehnt`,
      game_staff_named: (p) => `Du gehörst zum Staff von ${p.game.title}: ${STAFF_WORDS.de[p.role]}`,
      series_date_added: (p) =>
        p.dates > 1
          ? `${p.dates} neue Termine für ${p.series.title}, der erste ${startsAt(p.game, "de")} (Ortszeit)`
          : `Neuer Termin für ${p.series.title} ${startsAt(p.game, "de")} (Ortszeit)`,
      game_reminder: (p) => `Bald geht's los: ${p.game.title} beginnt ${startsAt(p.game, "de")} (Ortszeit)`,
      carpool_seat_requested: (p) => `${p.player.username} fragt nach einem Platz in deinem Auto zu ${p.game.title}`,
      carpool_seat_accepted: (p) => `${p.player.username} nimmt dich in seinem Auto zu ${p.game.title} mit`,
      carpool_seat_declined: (p) => `${p.player.username} hat keinen Platz für dich im Auto zu ${p.game.title}`,
      carpool_seat_cancelled: (p) => `${p.player.username} hat seinen Platz in deinem Auto zu ${p.game.title} abgesagt`,
      carpool_offer_withdrawn: (p) => `${p.player.username} hat sein Mitfahrangebot zu ${p.game.title} zurückgezogen`,
      shop_approved: (p) => `Danke! ${p.shop.name} wurde zur Karte hinzugefügt`,
      shop_rejected: (p) => `Deine Meldung zu ${p.shop.name} wurde nicht angenommen`,
      place_claim_accepted: (p) => `Du verwaltest jetzt ${p.shop.name} auf Escouade`,
      place_claim_refused: (p) => `Deine Anfrage, ${p.shop.name} zu verwalten, wurde nicht angenommen`,
      place_owner_added: (p) => `${p.player.username} hat dich als Verwalter von ${p.shop.name} hinzugefügt`,
      place_news: (p) => `Neues von ${p.shop.name}: ${p.excerpt}`,
      place_game_added: (p) => `Neues Spiel bei ${p.shop.name}: ${p.game.title}, ${startsAt(p.game, "de")}`,
      place_reviewed: (p) => `${p.player.username} hat ${p.shop.name} mit ${p.rating}/5 bewertet`,
      place_review_answered: (p) => `${p.shop.name} hat auf deine Bewertung geantwortet`,
      team_application_received: (p) => `${p.player.username} möchte ${p.team.name} beitreten`,
      team_application_accepted: (p) => `Willkommen bei ${p.team.name}: Deine Bewerbung wurde angenommen`,
      team_application_declined: (p) => `Deine Bewerbung bei ${p.team.name} wurde nicht angenommen`,
      team_invitation_received: (p) => `${p.player.username} lädt dich ins Team ${p.team.name} ein`,
      team_invitation_accepted: (p) => `${p.player.username} hat deine Einladung angenommen und ist ${p.team.name} beigetreten`,
      team_invitation_declined: (p) => `${p.player.username} hat deine Einladung zu ${p.team.name} abgelehnt`,
      team_member_removed: (p) => `Du bist nicht mehr Mitglied von ${p.team.name}`,
      team_role_changed: (p) =>
        p.role === "admin" ? `Du bist jetzt in der Teamleitung von ${p.team.name}` : `Du bist jetzt einfaches Mitglied von ${p.team.name}`,
      team_ownership_transferred: (p) => `${p.player.username} hat dir ${p.team.name} übergeben: Das Team gehört jetzt dir`,
      team_ownership_inherited: (p) => `Das Team ${p.team.name} gehört jetzt dir: Das Konto, dem es gehörte, wurde gelöscht`,
      team_deleted: (p) => `Das Team ${p.team.name} wurde gelöscht`,
      discord_connection_off: (p) => `Der Discord-Kanal „${p.channel}“ ${discordOwnerDe(p.owner)} erhält nichts mehr: Sein Webhook wurde in Discord gelöscht`,
      moderation_warning: () => "Du hast eine Verwarnung von den Moderatoren erhalten",
      moderation_content_removed: () => "Die Moderatoren haben einen deiner Inhalte entfernt",
    },
    reason: (reason) => `Grund: ${reason}`,
    organizerMessage: (message) => `Nachricht der Veranstaltenden: ${message}`,
    open: "Auf Escouade ansehen:",
    settings: "In deinen Einstellungen legst du fest, welche Benachrichtigungen du per E-Mail bekommst:",
    signature: "Dein Escouade-Team",
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The page a notification is about, in the app; the home page when it is about no page. */
export function pathOf(data: NotificationData, lang: UiLanguage): string {
  // A refused report has no page of its own: the shop search, as in the app.
  if (data.type === "shop_rejected") return `/${lang}/search/shops`;
  // Where the lost channel is connected again: the team's page, the place's edit page, the settings.
  if (data.type === "discord_connection_off") {
    const { owner } = data.payload;
    if (owner.kind === "team") return `/${lang}/teams/${encodeURIComponent(owner.teamSlug ?? "")}`;
    if (owner.kind === "place") return `/${lang}/shops/${owner.shopId}/edit`;
    return `/${lang}/settings`;
  }
  const payload = data.payload as Partial<Record<"game" | "team" | "shop" | "friend", { id: string | number; slug?: string }>>;
  if (payload.game) return `/${lang}/games/${payload.game.id}`;
  if (payload.team) return `/${lang}/teams/${encodeURIComponent(payload.team.slug ?? "")}`;
  if (payload.shop) return `/${lang}/shops/${payload.shop.id}`;
  if (payload.friend) return `/${lang}/user/${encodeURIComponent(String(payload.friend.id))}`;
  return `/${lang}`;
}

/** The line a notification reads as in `lang` (exported for the tests). */
export function notificationLine(data: NotificationData, lang: UiLanguage): string {
  // The mapped type guarantees a line per type; TypeScript cannot pair data and its line here.
  return (TEXTS[lang].lines[data.type] as (payload: NotificationData["payload"]) => string)(data.payload);
}

/** The e-mail for one notification, in the player's language (French when it is not one of ours). */
export function notificationEmail(options: { to: string; lang: string; data: NotificationData; appUrl: string }): MailMessage {
  const lang: UiLanguage = isUiLanguage(options.lang) ? options.lang : "fr";
  const t = TEXTS[lang];
  const line = notificationLine(options.data, lang);
  const payload = options.data.payload;
  const reason = "reason" in payload ? t.reason(payload.reason) : "message" in payload && payload.message ? t.organizerMessage(payload.message) : null;
  const url = `${options.appUrl}${pathOf(options.data, lang)}`;
  const settingsUrl = `${options.appUrl}/${lang}/settings`;
  const text = [`${line}.`, ...(reason ? [reason] : []), "", t.open, url, "", t.settings, settingsUrl, "", `— ${t.signature}`].join("\n");
  const link = (href: string) => `<a href="${escapeHtml(href)}" style="color:#4d6b1f">${escapeHtml(href)}</a>`;
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f5f0;font-family:system-ui,sans-serif;color:#1c1f17">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:700;margin:0 0 16px">Escouade</p>
<p style="font-size:17px;margin:0 0 16px">${escapeHtml(line)}.</p>
${reason ? `<p style="margin:0 0 16px">${escapeHtml(reason)}</p>\n` : ""}<p style="margin:0 0 16px">${escapeHtml(t.open)}<br>${link(url)}</p>
<p style="margin:0 0 16px;color:#555;font-size:14px">${escapeHtml(t.settings)}<br>${link(settingsUrl)}</p>
<p style="margin:0;color:#555">— ${escapeHtml(t.signature)}</p></td></tr></table></body></html>`;
  return { to: options.to, subject: line, text, html };
}
