import { Trans } from "@lingui/react/macro";
import { OpenChannelButton } from "@/domain/messages/open-channel-button.tsx";
import { TeamAbout, TeamGames, TeamHomeField } from "./team-about.tsx";
import { TeamHeader } from "./team-header.tsx";
import { TeamMembers } from "./team-members.tsx";
import { TeamNews } from "./team-news.tsx";
import type { Team, TeamRequests as Requests } from "./team-queries.ts";
import { TeamRequests } from "./team-requests.tsx";
import { TeamSettings } from "./team-settings.tsx";
import { EmbedSnippetCard } from "@/domain/embed/embed-snippet-card.tsx";
import { DiscordCard } from "@/domain/discord/discord-card.tsx";
import { teamRoleCan } from "@escouade/contracts/team-roles";

/** A team's page, for visitors and members alike; leaders also get its requests (from getMyTeam). */
export function TeamView({ team, lang, requests, hasTeam }: { team: Team; lang: string; requests?: Requests | null; hasTeam: boolean }) {
  const member = team.viewer.membership !== null;
  return (
    <div className="space-y-6">
      <TeamHeader team={team} hasTeam={hasTeam} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          {requests ? <TeamRequests team={team} requests={requests} lang={lang} /> : null}
          <TeamAbout team={team} />
          <TeamMembers team={team} lang={lang} />
          <TeamNews team={team} lang={lang} />
        </div>
        <aside className="min-w-0 space-y-6">
          {member ? (
            <OpenChannelButton channel={{ kind: "team" }} className="w-full">
              <Trans>Discussion de l'équipe</Trans>
            </OpenChannelButton>
          ) : null}
          {member ? <TeamSettings team={team} lang={lang} /> : null}
          {/* The widget for the team's own site: its leaders', as the team's settings are. */}
          {teamRoleCan(team.viewer.membership?.role ?? null, { organization: ["update"] }) ? (
            <>
              <EmbedSnippetCard kind="team" embedKey={team.slug} name={team.name} />
              <DiscordCard owner={{ kind: "team", teamId: team.id }} />
            </>
          ) : null}
          <TeamGames team={team} lang={lang} />
          <TeamHomeField team={team} lang={lang} />
        </aside>
      </div>
    </div>
  );
}
