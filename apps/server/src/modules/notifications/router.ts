import { setNotificationPreferenceSchema } from "@escouade/contracts/notification-preferences";
import { onNotificationInputSchema, updateLastSeenNotificationsSchema } from "@escouade/contracts/notifications";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import { streamNotifications } from "./live.ts";
import { clearNotifications, deleteReadNotifications, getNotifications, getPreferences, setPreference, updateLastSeenNotifications } from "./service.ts";

export const notificationsRouter = router({
  getNotifications: onboardedProcedure.query(({ ctx }) => getNotifications(ctx.db, ctx.user)),
  onNotification: onboardedProcedure
    .input(onNotificationInputSchema)
    .subscription(({ ctx, input, signal }) =>
      streamNotifications(ctx.notificationBus, ctx.db, ctx.user, input, signal, (stop, onEnded) =>
        ctx.sessionWatch.watch(ctx.user.id, ctx.session.session.id, stop, onEnded),
      ),
    ),
  updateLastSeenNotifications: onboardedProcedure
    .input(updateLastSeenNotificationsSchema)
    .mutation(({ ctx, input }) => updateLastSeenNotifications(ctx.db, ctx.user, input)),
  deleteReadNotifications: onboardedProcedure.mutation(({ ctx }) => deleteReadNotifications(ctx.db, ctx.user)),
  clearNotifications: onboardedProcedure.mutation(({ ctx }) => clearNotifications(ctx.db, ctx.user)),
  /** Every switchable kind with its channels (in the app, by e-mail, on the phone), defaults filled (settings page). */
  getPreferences: onboardedProcedure.query(({ ctx }) => getPreferences(ctx.db, ctx.user)),
  setPreference: onboardedProcedure.input(setNotificationPreferenceSchema).mutation(({ ctx, input }) => setPreference(ctx.db, ctx.user, input)),
});
