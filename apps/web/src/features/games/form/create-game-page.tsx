import { Trans } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { createDefaults } from "./form-values.ts";
import { GameForm } from "./game-form.tsx";
import { PageHeader } from "./page-header.tsx";

const route = getRouteApi("/$lang/_authed/games/create");

export function CreateGamePage() {
  const { lang } = route.useParams();
  // Computed once: the default Sunday must not move while the organizer types.
  const [defaults] = useState(() => createDefaults(lang));
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={<Trans>Organisateur</Trans>} title={<Trans>Publier une partie</Trans>}>
        <Trans>Décrivez la partie, son terrain et ses règles. Elle sera visible dès la publication selon la visibilité choisie.</Trans>
      </PageHeader>
      <GameForm lang={lang} defaultValues={defaults} />
    </div>
  );
}
