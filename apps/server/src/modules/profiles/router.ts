import { onboardingSchema, usernameAvailabilitySchema } from "@escouade/contracts/profile";
import { onboardedProcedure, router, verifiedProcedure } from "../../trpc/init.ts";
import { completeOnboarding, getOwnProfile, isUsernameAvailable } from "./service.ts";

export const profilesRouter = router({
  completeOnboarding: verifiedProcedure
    .input(onboardingSchema)
    .mutation(({ ctx, input }) => completeOnboarding(ctx.db, ctx.user, input)),
  checkUsername: verifiedProcedure
    .input(usernameAvailabilitySchema)
    .query(async ({ ctx, input }) => ({ available: await isUsernameAvailable(ctx.db, input.username) })),
  getOwnProfile: onboardedProcedure.query(({ ctx }) => getOwnProfile(ctx.db, ctx.user)),
});
