import { updateProfileSchema } from "@escouade/contracts/players";
import { onboardingSchema, usernameAvailabilitySchema } from "@escouade/contracts/profile";
import { offlineGazetteer } from "../../platform/offline-gazetteer.ts";
import { onboardedProcedure, router, verifiedProcedure } from "../../trpc/init.ts";
import { checkUsername, completeOnboarding, getOwnProfile, updateProfile } from "./service.ts";

export const profilesRouter = router({
  completeOnboarding: verifiedProcedure.input(onboardingSchema).mutation(({ ctx, input }) => completeOnboarding(ctx.db, ctx.user, input, offlineGazetteer)),
  checkUsername: verifiedProcedure.input(usernameAvailabilitySchema).query(({ ctx, input }) => checkUsername(ctx.db, input.username)),
  getOwnProfile: onboardedProcedure.query(({ ctx }) => getOwnProfile(ctx.db, ctx.user)),
  updateProfile: onboardedProcedure.input(updateProfileSchema).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user, input)),
});
