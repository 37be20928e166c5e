import { pushRemoveDeviceSchema, pushSubscribeSchema, pushUnsubscribeSchema } from "@escouade/contracts/push";
import { onboardedProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { getDevices, removeDevice, subscribe, unsubscribe, vapidPublicKey } from "./service.ts";

export const pushRouter = router({
  /** The VAPID public key the browser subscribes with (PushManager's applicationServerKey). */
  getPublicKey: publicProcedure.query(({ ctx }) => vapidPublicKey(ctx.config)),
  /** Turns pushes on for the device calling; the same endpoint again only refreshes it. */
  subscribe: onboardedProcedure
    .input(pushSubscribeSchema)
    .mutation(({ ctx, input }) =>
      subscribe(ctx.db, ctx.user, input, { allowLoopback: ctx.config.push.allowLoopbackEndpoints, userAgent: ctx.session.session.userAgent }),
    ),
  unsubscribe: onboardedProcedure.input(pushUnsubscribeSchema).mutation(({ ctx, input }) => unsubscribe(ctx.db, ctx.user, input)),
  getDevices: onboardedProcedure.query(({ ctx }) => getDevices(ctx.db, ctx.user)),
  removeDevice: onboardedProcedure.input(pushRemoveDeviceSchema).mutation(({ ctx, input }) => removeDevice(ctx.db, ctx.user, input)),
});
