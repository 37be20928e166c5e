import { Trans } from "@lingui/react/macro";
import { WayIn } from "@/domain/auth/way-in.tsx";
import { TeamAbout, TeamHomeField } from "../team-about.tsx";
import { TeamIdentity } from "../team-header.tsx";
import type { TeaserTeam } from "./team-teaser-head.ts";

/**
 * A team's shared link, opened without a session (decision 031): what the team shows the world
 * (docs/product.md §5), and the way in, which brings the visitor back here. Its members, news and
 * games stay for signed-in players.
 */
export function TeamTeaser({ team, lang, back }: { team: TeaserTeam; lang: string; back: string }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <TeamIdentity team={team} />
      <TeamAbout team={team} />
      <TeamHomeField team={team} lang={lang} />
      <WayIn lang={lang} back={back} title={<Trans>Connectez-vous pour voir ses membres et la rejoindre</Trans>} />
    </div>
  );
}
