import { sendContactMessageSchema } from "@escouade/contracts/contact";
import { publicProcedure, router } from "../../trpc/init.ts";
import { sendContactMessage } from "./service.ts";

export const contactRouter = router({
  sendContactMessage: publicProcedure
    .input(sendContactMessageSchema)
    .mutation(({ ctx, input }) =>
      sendContactMessage(
        { db: ctx.db, mailer: ctx.mailer, supportEmail: ctx.config.mail.support, log: ctx.log },
        { userId: ctx.session?.user.id ?? null, clientIp: ctx.clientIp },
        input,
      ),
    ),
});
