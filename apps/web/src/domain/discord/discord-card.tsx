import { DISCORD_CONNECTIONS_MAX, discordEventsOf, type DiscordConnectionView, type DiscordEvent, type DiscordOwner } from "@escouade/contracts/discord";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Megaphone } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { QueryState } from "@/components/ui/query-state.tsx";
import { formatRelativeToNow } from "@/lib/dates.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { useDisplayNames } from "@/lib/display-names.ts";
import { ConnectDiscordForm, EditDiscordForm } from "./discord-forms.tsx";
import { useEventLabels } from "./event-labels.ts";

/**
 * "Announcements on Discord" (docs/decisions/038): the channels of a team, a place or an organizer
 * that hear of their games, what each receives, and a form to connect another.
 */
export function DiscordCard({ owner, gamesHeld }: { owner: DiscordOwner; gamesHeld?: boolean }) {
  const trpc = useTRPC();
  const headingId = useId();
  const connections = useQuery(trpc.discord.getConnections.queryOptions(owner));
  const available = discordEventsOf(owner.kind, { gamesHeld });

  return (
    <Card className="space-y-4" role="region" aria-labelledby={headingId}>
      <div className="space-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
          <Megaphone className="size-5 text-accent" aria-hidden />
          <Trans>Annonces sur Discord</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Publiez vos annonces dans un salon de votre serveur Discord. Dans Discord, ouvrez les paramètres du salon, puis Intégrations, Webhooks, Nouveau
            webhook, et copiez son URL ici.
          </Trans>
        </p>
      </div>
      <QueryState query={connections}>
        {(list) => (
          <>
            {list.length > 0 ? (
              <ul className="divide-y divide-border rounded-xl border border-border">
                {list.map((connection) => (
                  <ConnectionRow key={connection.id} owner={owner} available={available} connection={connection} />
                ))}
              </ul>
            ) : null}
            {list.length < DISCORD_CONNECTIONS_MAX ? (
              <ConnectDiscordForm owner={owner} available={available} first={list.length === 0} />
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>Vous avez connecté {DISCORD_CONNECTIONS_MAX} salons, le maximum. Déconnectez-en un pour en ajouter un autre.</Trans>
              </p>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}

function ConnectionRow({ owner, available, connection }: { owner: DiscordOwner; available: readonly DiscordEvent[]; connection: DiscordConnectionView }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const names = useDisplayNames();
  const labels = useEventLabels(owner.kind);
  const [editing, setEditing] = useState(false);
  const disconnect = useMutation(
    trpc.discord.disconnect.mutationOptions({
      onSuccess: async () => {
        toast.success(t`Salon déconnecté : plus rien n'y sera publié.`);
        await queryClient.invalidateQueries({ queryKey: trpc.discord.getConnections.queryKey(owner) });
      },
    }),
  );
  const name = connection.name;
  const events = available
    .filter((event) => connection.events.includes(event))
    .map((event) => labels[event])
    .join(" · ");

  return (
    <li className="space-y-2 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <p className="break-words font-semibold">{name}</p>
          <p className="text-sm text-muted-foreground">
            {names.language(connection.lang)} · {events}
          </p>
          {connection.offSince ? (
            <p className="text-sm font-medium text-destructive">
              <Trans>Coupé : ce webhook a été supprimé dans Discord. Connectez le salon avec une nouvelle adresse.</Trans>
            </p>
          ) : connection.lastPostAt ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Dernière annonce {formatRelativeToNow(connection.lastPostAt, i18n.locale)}</Trans>
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          {connection.offSince ? null : (
            <Button variant="outline" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
              <Trans>Modifier</Trans>
            </Button>
          )}
          <ConfirmDialog
            trigger={
              <Button variant="ghost" disabled={disconnect.isPending}>
                <Trans>Déconnecter</Trans>
              </Button>
            }
            title={<Trans>Déconnecter « {name} » ?</Trans>}
            description={<Trans>Plus rien ne sera publié dans ce salon. Vous pourrez le connecter à nouveau avec l'adresse de son webhook.</Trans>}
            confirmLabel={<Trans>Déconnecter</Trans>}
            onConfirm={() => disconnect.mutate({ connectionId: connection.id })}
          />
        </div>
      </div>
      {editing ? <EditDiscordForm owner={owner} available={available} connection={connection} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}
