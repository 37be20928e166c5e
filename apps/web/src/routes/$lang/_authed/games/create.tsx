import { createFileRoute } from "@tanstack/react-router";
import { CreateGamePage } from "@/features/games/form/create-game-page.tsx";

export const Route = createFileRoute("/$lang/_authed/games/create")({
  component: CreateGamePage,
});
