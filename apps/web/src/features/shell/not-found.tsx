import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Compass } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";

export function NotFound() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <Compass className="size-12 text-accent" aria-hidden />
      <h1 className="text-2xl font-bold">
        <Trans>Page introuvable</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>Cette page n'existe pas ou a été déplacée.</Trans>
      </p>
      <Button asChild>
        <Link to="/">
          <Trans>Retour à l'accueil</Trans>
        </Link>
      </Button>
    </div>
  );
}
