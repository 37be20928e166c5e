import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, Outlet, useParams } from "@tanstack/react-router";
import { trpc } from "@/lib/trpc.ts";

const TABS = [
  { to: "/$lang/profile/profile", label: msg`Profil` },
  { to: "/$lang/profile/games", label: msg`Mes parties` },
] as const;

/** Own profile: header card and tabs (stats, friends, equipment and badges come with the players feature). */
export function OwnProfileLayout() {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const { data: profile } = useSuspenseQuery(trpc.profiles.getOwnProfile.queryOptions());
  const memberSince = new Intl.DateTimeFormat(i18n.locale, { month: "long", year: "numeric" }).format(profile.memberSince);
  return (
    <div className="space-y-6">
      <section className="overflow-hidden rounded-2xl border border-border bg-card">
        <div className="h-24 bg-gradient-to-r from-primary to-accent sm:h-32" aria-hidden />
        <div className="flex flex-col gap-3 px-5 pb-5 sm:flex-row sm:items-end sm:gap-5">
          <div
            className="-mt-10 flex size-20 items-center justify-center rounded-full border-4 border-card bg-primary text-3xl font-bold text-primary-foreground sm:size-24"
            aria-hidden
          >
            {profile.username.charAt(0).toUpperCase()}
          </div>
          <div className="flex-1">
            <h1 className="text-2xl font-bold">{profile.username}</h1>
            <p className="text-muted-foreground">
              {profile.firstName} {profile.lastName} · {profile.city} · {t`Membre depuis ${memberSince}`}
            </p>
          </div>
        </div>
      </section>
      <nav aria-label={t`Sections du profil`} className="flex gap-2 overflow-x-auto">
        {TABS.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            params={{ lang }}
            className="flex min-h-11 items-center whitespace-nowrap rounded-full border border-border px-4 text-sm font-medium"
            activeProps={{ className: "border-primary bg-primary text-primary-foreground" }}
          >
            {i18n._(tab.label)}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
