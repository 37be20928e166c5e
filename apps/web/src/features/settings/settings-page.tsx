import { Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { usePageMeta } from "@/lib/page-meta.ts";
import { CalendarFeedCard } from "./calendar-feed-card.tsx";
import { ChangeEmailCard } from "./change-email-card.tsx";
import { ChangePasswordCard } from "./change-password-card.tsx";
import { DeleteAccountCard } from "./delete-account-card.tsx";
import { MyReportsCard } from "@/domain/reports/my-reports-card.tsx";
import { MyDataCard } from "./my-data-card.tsx";
import { NotificationPreferencesCard } from "./notification-preferences-card.tsx";
import { PreferencesCard } from "./preferences-card.tsx";
import { PushDevicesCard } from "./push-devices-card.tsx";
import { SessionsCard } from "./sessions-card.tsx";

const route = getRouteApi("/$lang/_authed/settings");

/** Account settings (SPEC §2): where the account is signed in, language and theme, e-mail address, password, and its data to download, for now; more sections follow. */
export function SettingsPage() {
  const { t } = useLingui();
  const { lang } = route.useParams();
  usePageMeta({ title: t`Paramètres du compte`, description: t`Vos appareils connectés et les réglages de votre compte Escouade.` });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight">
        <Trans>Paramètres du compte</Trans>
      </h1>
      <SessionsCard lang={lang} />
      <PreferencesCard lang={lang} />
      <NotificationPreferencesCard />
      <PushDevicesCard lang={lang} />
      <CalendarFeedCard />
      <ChangeEmailCard />
      <ChangePasswordCard />
      <MyDataCard />
      <MyReportsCard lang={lang} />
      <DeleteAccountCard lang={lang} />
    </div>
  );
}
