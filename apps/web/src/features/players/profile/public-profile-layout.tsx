import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link, Outlet, useMatch } from "@tanstack/react-router";
import { FriendActions } from "@/domain/players/friend-actions.tsx";
import { ProfileHeader } from "@/domain/players/profile-header.tsx";
import { MessagePlayerButton } from "@/domain/messages/message-player-button.tsx";
import { InviteToTeamButton } from "@/domain/teams/invite-to-team-button.tsx";
import { ReportButton } from "@/domain/reports/report-button.tsx";
import { activeTabClass, tabLinkClass, TabNav } from "@/components/ui/tab-nav.tsx";
import { useTRPC } from "@/lib/trpc.ts";

const route = getRouteApi("/$lang/user/$userId");

const TABS = [
  { to: "/$lang/user/$userId/profile", label: msg`Profil` },
  { to: "/$lang/user/$userId/stats", label: msg`Statistiques` },
  { to: "/$lang/user/$userId/games", label: msg`Parties` },
  { to: "/$lang/user/$userId/friends", label: msg`Amis` },
  { to: "/$lang/user/$userId/equipments", label: msg`Équipement` },
  { to: "/$lang/user/$userId/badges", label: msg`Badges` },
] as const;

/** Someone's public profile: header with the action that fits the viewer, then its tabs. */
export function PublicProfileLayout() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const { lang, userId } = route.useParams();
  const { data: profile } = useSuspenseQuery(trpc.players.getProfileById.queryOptions({ userId }));
  const onProfileTab = useMatch({ from: "/$lang/user/$userId/profile", shouldThrow: false }) !== undefined;
  return (
    <div className="space-y-6">
      <ProfileHeader
        profile={profile}
        compactOnPhone={!onProfileTab}
        action={
          <>
            <FriendActions userId={profile.userId} username={profile.username} status={profile.friendStatus} />
            <MessagePlayerButton userId={profile.userId} username={profile.username} />
            <InviteToTeamButton userId={profile.userId} username={profile.username} hasTeam={profile.team !== null} />
            <ReportButton target={{ kind: "player", id: profile.userId }} mine={profile.friendStatus === "self"} />
          </>
        }
      />
      <TabNav label={t`Sections du profil`}>
        {TABS.map((tab) => (
          // Switching tabs keeps the header where it was instead of jumping to the top.
          <Link key={tab.to} to={tab.to} params={{ lang, userId }} resetScroll={false} className={tabLinkClass} activeProps={{ className: activeTabClass }}>
            {i18n._(tab.label)}
          </Link>
        ))}
      </TabNav>
      <Outlet />
    </div>
  );
}
