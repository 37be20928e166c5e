import { profilesRouter } from "../modules/profiles/router.ts";
import { router } from "./init.ts";

export const appRouter = router({
  profiles: profilesRouter,
});

export type AppRouter = typeof appRouter;
