import { connectDiscordSchema, discordConnectionIdSchema, discordOwnerSchema, updateDiscordSchema } from "@escouade/contracts/discord";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import * as discord from "./service.ts";

/** A team's leaders, a place's owners and an organizer connect their Discord channels; who may is checked in the service. */
export const discordRouter = router({
  getConnections: onboardedProcedure.input(discordOwnerSchema).query(({ ctx, input }) => discord.listDiscordConnections(ctx.db, ctx.user, input)),
  connect: onboardedProcedure
    .input(connectDiscordSchema)
    .mutation(({ ctx, input }) => discord.connectDiscord({ db: ctx.db, apiUrl: ctx.config.discord.apiUrl, appUrl: ctx.config.publicAppUrl }, ctx.user, input)),
  updateConnection: onboardedProcedure.input(updateDiscordSchema).mutation(({ ctx, input }) => discord.updateDiscordConnection(ctx.db, ctx.user, input)),
  disconnect: onboardedProcedure.input(discordConnectionIdSchema).mutation(({ ctx, input }) => discord.disconnectDiscord(ctx.db, ctx.user, input.connectionId)),
});
