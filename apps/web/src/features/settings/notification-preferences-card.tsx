import {
  isPushOnlyKind,
  type NotificationPreference,
  type SetNotificationPreferenceInput,
  type SwitchableNotificationKind,
} from "@escouade/contracts/notification-preferences";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import { QueryState } from "@/components/ui/query-state.tsx";
import { useSession } from "@/lib/session.ts";
import { useTRPC, type AppTrpc } from "@/lib/trpc.ts";
import { undoOf, withPreference } from "./notification-preferences.ts";

const preferencesQuery = (trpc: AppTrpc) => trpc.notifications.getPreferences.queryOptions();

/** A checkbox that reads as a switch (role="switch"): Space flips it, its whole line is the 44 px target. */
function ChannelSwitch({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 text-sm sm:justify-center">
      {/* From `sm` the column headers name the channels: the label stays for screen readers. */}
      <span className="sm:sr-only">{label}</span>
      <input type="checkbox" role="switch" className="peer sr-only" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span
        aria-hidden
        className="relative inline-flex h-6 w-11 shrink-0 rounded-full bg-muted-foreground/70 transition-colors peer-checked:bg-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-card after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
    </label>
  );
}

/**
 * Notification preferences (docs/product.md §6): for each kind of notification, in the app, by e-mail and on
 * the phone (decision 022: on the devices where the player turned pushes on, PushDevicesCard).
 * A switch saves at once: it shows the change before the server answers and goes back, with a
 * toast, if the change fails. Only onboarded players have notifications, hence this card.
 */
export function NotificationPreferencesCard() {
  const session = useSession();
  if (!session?.user.emailVerified || !session.user.infoFilled) return null;
  return <PreferencesList />;
}

function PreferencesList() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const uid = useId();
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQuery(trpc));
  const [announcement, setAnnouncement] = useState("");
  const key = preferencesQuery(trpc).queryKey;

  const save = useMutation(
    trpc.notifications.setPreference.mutationOptions({
      onMutate: async (change) => {
        await queryClient.cancelQueries({ queryKey: key });
        const list = queryClient.getQueryData(key);
        queryClient.setQueryData(key, (current) => current && withPreference(current, change));
        return { undo: list ? undoOf(list, change) : null };
      },
      onError: (_error, _change, context) => {
        const undo = context?.undo;
        // The query client shows why.
        if (undo) queryClient.setQueryData(key, (current) => current && withPreference(current, undo));
      },
      onSuccess: () => setAnnouncement(t`Préférence enregistrée`),
    }),
  );

  const titles: Record<SwitchableNotificationKind, { title: string; description: string }> = {
    friends: { title: t`Amis`, description: t`Demandes d'ami reçues et acceptées` },
    pings: { title: t`Pings`, description: t`Quand un ami vous pingue` },
    messages: { title: t`Messages`, description: t`Nouveaux messages dans vos conversations (le nombre de non-lus reste dans l'application)` },
    my_games: {
      title: t`Mes parties`,
      description: t`Partie modifiée ou annulée, place libérée sur liste d'attente, désinscription par l'organisateur, rappel la veille`,
    },
    organizing: { title: t`Parties que j'organise`, description: t`Nouvelles inscriptions à vos parties` },
    following: {
      title: t`Séries et lieux suivis`,
      description: t`Nouvelles dates des séries que vous suivez ; actualités et nouvelles parties des lieux que vous suivez`,
    },
    my_team: { title: t`Mon équipe`, description: t`Invitation, réponse à votre candidature, changement de rôle, départ ou suppression de l'équipe` },
    team_requests: { title: t`Gestion de l'équipe`, description: t`Pour les responsables : candidatures reçues et réponses à vos invitations` },
    shops: {
      title: t`Boutiques et lieux gérés`,
      description: t`Les boutiques que vous avez signalées, vos demandes de gestion, les avis sur les lieux que vous gérez`,
    },
  };

  const change = (input: SetNotificationPreferenceInput) => {
    setAnnouncement("");
    save.mutate(input);
  };

  return (
    <Card className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-bold">
          <Trans>Notifications</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Choisissez comment Escouade vous prévient. Les e-mails ne partent que vers une adresse vérifiée. Les avis des modérateurs vous parviennent toujours.
          </Trans>{" "}
          <Trans>« Sur le téléphone » vaut pour chaque appareil où vous avez activé les notifications.</Trans>
        </p>
      </div>
      <QueryState query={preferences}>
        {(list) => (
          <div>
            {/* Column headers for wide screens; on a phone each switch carries its own label. */}
            <div
              aria-hidden
              className="hidden border-b border-border pb-2 text-sm font-semibold text-muted-foreground sm:grid sm:grid-cols-[1fr_7rem_7rem_7rem] sm:gap-4"
            >
              <span />
              <span className="text-center">
                <Trans>Dans l'application</Trans>
              </span>
              <span className="text-center">
                <Trans>Par e-mail</Trans>
              </span>
              <span className="text-center">
                <Trans>Sur le téléphone</Trans>
              </span>
            </div>
            <ul className="divide-y divide-border">
              {list.map((line: NotificationPreference) => {
                const titleId = `${uid}-${line.kind}`;
                const { title, description } = titles[line.kind];
                return (
                  <li key={line.kind}>
                    {/* A group named by the kind: a screen reader says "Pings, group" before each switch's channel. */}
                    <div role="group" aria-labelledby={titleId} className="grid gap-1 py-3 sm:grid-cols-[1fr_7rem_7rem_7rem] sm:items-center sm:gap-4">
                      <div className="min-w-0">
                        <p id={titleId} className="font-semibold">
                          {title}
                        </p>
                        <p className="text-sm text-muted-foreground">{description}</p>
                      </div>
                      {isPushOnlyKind(line.kind) ? (
                        // Messages are only pushed: the app has its own unread counts, and they are never e-mailed.
                        <span aria-hidden className="hidden sm:col-span-2 sm:block" />
                      ) : (
                        <>
                          <ChannelSwitch
                            label={<Trans>Dans l'application</Trans>}
                            checked={line.inApp}
                            onChange={(inApp) => change({ kind: line.kind, inApp })}
                          />
                          <ChannelSwitch
                            label={<Trans>Par e-mail</Trans>}
                            checked={line.byEmail}
                            onChange={(byEmail) => change({ kind: line.kind, byEmail })}
                          />
                        </>
                      )}
                      <ChannelSwitch label={<Trans>Sur le téléphone</Trans>} checked={line.byPush} onChange={(byPush) => change({ kind: line.kind, byPush })} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </QueryState>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </Card>
  );
}
