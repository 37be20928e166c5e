import { Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { CalendarFeedCard } from "./calendar-feed-card.tsx";
import { ChangeEmailCard } from "./change-email-card.tsx";
import { ChangePasswordCard } from "./change-password-card.tsx";
import { DeleteAccountCard } from "./delete-account-card.tsx";
import { EmbedSnippetCard } from "@/domain/embed/embed-snippet-card.tsx";
import { DiscordCard } from "@/domain/discord/discord-card.tsx";
import { MyReportsCard } from "@/domain/reports/my-reports-card.tsx";
import { MyDataCard } from "./my-data-card.tsx";
import { NotificationPreferencesCard } from "./notification-preferences-card.tsx";
import { PreferencesCard } from "./preferences-card.tsx";
import { PushDevicesCard } from "./push-devices-card.tsx";
import { SessionsCard } from "./sessions-card.tsx";

const route = getRouteApi("/$lang/_authed/settings");

/**
 * Account settings (docs/product.md §8), in five groups a player can jump to from the top: eleven cards in
 * one column are too long to scroll through on a phone for the one switch one came for.
 */
export function SettingsPage() {
  const { t } = useLingui();
  const { lang } = route.useParams();
  const { session } = route.useRouteContext();
  const groups = [
    {
      id: "connexion",
      title: t`Connexion et affichage`,
      cards: [<SessionsCard key="sessions" lang={lang} />, <PreferencesCard key="preferences" lang={lang} />],
    },
    {
      id: "notifications",
      title: t`Notifications et agenda`,
      cards: [<NotificationPreferencesCard key="kinds" />, <PushDevicesCard key="push" lang={lang} />, <CalendarFeedCard key="calendar" />],
    },
    // The games a player organizes, on their club's site: anyone may organize.
    {
      id: "site",
      title: t`Sur d'autres sites`,
      cards: [
        <EmbedSnippetCard key="embed" kind="organizer" embedKey={session.user.id} name={session.user.name} />,
        <DiscordCard key="discord" owner={{ kind: "organizer" }} />,
      ],
    },
    { id: "identifiants", title: t`Adresse e-mail et mot de passe`, cards: [<ChangeEmailCard key="email" />, <ChangePasswordCard key="password" />] },
    {
      id: "donnees",
      title: t`Vos données et votre compte`,
      cards: [<MyDataCard key="data" />, <MyReportsCard key="reports" lang={lang} />, <DeleteAccountCard key="delete" lang={lang} />],
    },
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight">
        <Trans>Paramètres du compte</Trans>
      </h1>
      <nav aria-label={t`Sections des paramètres`}>
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-20 space-y-4 pt-2">
          <h2 id={`${group.id}-title`} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {group.title}
          </h2>
          {group.cards}
        </section>
      ))}
    </div>
  );
}
