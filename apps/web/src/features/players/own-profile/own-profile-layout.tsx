import { ageOn } from "@escouade/contracts/profile";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, Outlet, useMatch, useParams } from "@tanstack/react-router";
import { Eye } from "lucide-react";
import { ProfileHeader } from "@/domain/players/profile-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { activeTabClass, tabLinkClass, TabNav } from "@/components/ui/tab-nav.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { EditProfileDialog } from "./edit-profile-dialog.tsx";

const TABS = [
  { to: "/$lang/profile/profile", label: msg`Profil` },
  { to: "/$lang/profile/stats", label: msg`Statistiques` },
  { to: "/$lang/profile/games", label: msg`Mes parties` },
  { to: "/$lang/profile/friends", label: msg`Amis` },
  { to: "/$lang/profile/equipments", label: msg`Équipement` },
  { to: "/$lang/profile/badges", label: msg`Badges` },
] as const;

/** Own profile: the same header as the public one, with the owner's actions, then the tabs. */
export function OwnProfileLayout() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const { data: own } = useSuspenseQuery(trpc.profiles.getOwnProfile.queryOptions());
  // The team is only on the public view of the profile (the route loads both).
  const { data: asSeen } = useSuspenseQuery(trpc.players.getProfileById.queryOptions({ userId: own.userId }));
  const header = { ...own, age: ageOn(own.birthDate, new Date()), team: asSeen.team, teamSlug: asSeen.teamSlug };
  const onProfileTab = useMatch({ from: "/$lang/_authed/profile/profile", shouldThrow: false }) !== undefined;
  return (
    <div className="space-y-6">
      <ProfileHeader
        profile={header}
        compactOnPhone={!onProfileTab}
        action={
          <>
            <EditProfileDialog profile={own} />
            <Button asChild variant="outline">
              <Link to="/$lang/user/$userId" params={{ lang, userId: own.userId }}>
                <Eye className="size-4" aria-hidden />
                <Trans>Voir mon profil public</Trans>
              </Link>
            </Button>
          </>
        }
      />
      <TabNav label={t`Sections du profil`}>
        {TABS.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            params={{ lang }}
            resetScroll={false}
            className={tabLinkClass}
            activeProps={{ className: activeTabClass }}
            // Switching tabs keeps the header in place; the friends tab stays lit whichever view (?type=) is open.
            activeOptions={{ includeSearch: false }}
          >
            {i18n._(tab.label)}
          </Link>
        ))}
      </TabNav>
      <Outlet />
    </div>
  );
}
