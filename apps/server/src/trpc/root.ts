import { accountRouter } from "../modules/account/router.ts";
import { calendarRouter } from "../modules/calendar/router.ts";
import { carpoolRouter } from "../modules/carpool/router.ts";
import { staffRouter } from "../modules/staff/router.ts";
import { chronoRouter } from "../modules/chrono/router.ts";
import { contactRouter } from "../modules/contact/router.ts";
import { equipmentRouter } from "../modules/equipment/router.ts";
import { friendsRouter } from "../modules/friends/router.ts";
import { gamesRouter } from "../modules/games/router.ts";
import { geoRouter } from "../modules/geo/router.ts";
import { mediaRouter } from "../modules/media/router.ts";
import { messagesRouter } from "../modules/messages/router.ts";
import { moderationRouter } from "../modules/moderation/router.ts";
import { notificationsRouter } from "../modules/notifications/router.ts";
import { playersRouter } from "../modules/players/router.ts";
import { profilesRouter } from "../modules/profiles/router.ts";
import { pushRouter } from "../modules/push/router.ts";
import { discordRouter } from "../modules/discord/router.ts";
import { ratingsRouter } from "../modules/ratings/router.ts";
import { reportsRouter } from "../modules/reports/router.ts";
import { registrationsRouter } from "../modules/registrations/router.ts";
import { shopsRouter } from "../modules/shops/router.ts";
import { sidesRouter } from "../modules/sides/router.ts";
import { teamsRouter } from "../modules/teams/router.ts";
import { router } from "./init.ts";

export const appRouter = router({
  profiles: profilesRouter,
  players: playersRouter,
  friends: friendsRouter,
  equipment: equipmentRouter,
  games: gamesRouter,
  geo: geoRouter,
  media: mediaRouter,
  registrations: registrationsRouter,
  ratings: ratingsRouter,
  notifications: notificationsRouter,
  shops: shopsRouter,
  teams: teamsRouter,
  contact: contactRouter,
  messages: messagesRouter,
  reports: reportsRouter,
  moderation: moderationRouter,
  account: accountRouter,
  calendar: calendarRouter,
  carpool: carpoolRouter,
  staff: staffRouter,
  push: pushRouter,
  chrono: chronoRouter,
  sides: sidesRouter,
  discord: discordRouter,
});

export type AppRouter = typeof appRouter;
