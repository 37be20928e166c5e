import { createFileRoute } from "@tanstack/react-router";
import { CreateGamePage } from "@/features/game-form/create-game-page.tsx";

export const Route = createFileRoute("/$lang/_authed/games/create")({
  component: CreateGamePage,
});
