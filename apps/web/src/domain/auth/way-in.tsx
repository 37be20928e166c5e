import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "@/components/ui/button.tsx";

/**
 * Under a shared link's public face (a game, a team; decision 031): the way in, which keeps the
 * link (`back`) so the visitor lands on it again once signed in or registered.
 */
export function WayIn({ lang, back, title }: { lang: string; back: string; title: ReactNode }) {
  return (
    <section aria-labelledby="way-in" className="space-y-4 rounded-2xl border border-border bg-muted/40 p-5">
      <h2 id="way-in" className="font-semibold">
        {title}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/$lang/auth" params={{ lang }} search={{ redirect: back }}>
            <Trans>Se connecter</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/$lang/auth/signup" params={{ lang }} search={{ redirect: back }}>
            <Trans>Créer un compte</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
