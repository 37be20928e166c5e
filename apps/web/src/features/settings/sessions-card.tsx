import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Laptop, Smartphone } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { QueryState } from "@/components/ui/query-state.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { authClient } from "@/lib/auth-client.ts";
import { WordedError } from "@/lib/app-error-code.ts";
import { authErrorMessage } from "@/lib/auth-errors.ts";
import { formatDate } from "@/lib/dates.ts";
import { useSession } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { describeUserAgent } from "./user-agent.ts";

export const SESSIONS_KEY = ["account", "sessions"] as const;

/** A device as better-auth lists it: its session's id, never its token (decision 032). */
interface ActiveSession {
  id: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

async function listSessions(): Promise<ActiveSession[]> {
  const { data, error } = await authClient.listSessions();
  if (error) throw new WordedError(authErrorMessage(error));
  // Most recently used first: the one in hand, then the others.
  return [...(data as ActiveSession[])].sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
}

/**
 * Where the account is signed in (the auth API's revoke-session routes; docs/product.md §8): each device with its browser,
 * when it signed in and was last used, ended one at a time or all but this one.
 */
export function SessionsCard({ lang }: { lang: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const current = useSession()?.session.id;
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: listSessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });

  const endOne = useMutation({
    ...trpc.account.endSession.mutationOptions(),
    onSuccess: () => toast.success(t`Session terminée : cet appareil est déconnecté`),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.revokeOtherSessions();
      if (error) throw new WordedError(authErrorMessage(error));
    },
    onSuccess: () => toast.success(t`Vos autres appareils sont déconnectés`),
    onSettled: refresh,
  });

  const others = (sessions.data ?? []).filter((session) => session.id !== current);

  return (
    <Card className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-bold">
          <Trans>Appareils connectés</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Un appareil que vous ne reconnaissez pas ? Déconnectez-le, puis changez votre mot de passe.</Trans>
        </p>
      </div>
      <QueryState query={sessions}>
        {(list) => (
          <ul className="divide-y divide-border" aria-label={t`Appareils connectés`}>
            {list.map((session) => {
              const { browser, system, phone } = describeUserAgent(session.userAgent);
              const Icon = phone ? Smartphone : Laptop;
              const name = browser && system ? t`${browser} sur ${system}` : (browser ?? system ?? t`Appareil inconnu`);
              const signedInAt = formatDate(new Date(session.createdAt), lang, "shortDate");
              const lastUsedAt = formatDate(new Date(session.updatedAt), lang, "dateTime");
              const isCurrent = session.id === current;
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
                  <Icon className="size-6 shrink-0 text-muted-foreground" aria-hidden />
                  {/* Narrow screens put the button under the text rather than squeeze it. */}
                  <div className="min-w-0 flex-1 basis-52">
                    <p className="font-semibold">
                      {name}
                      {isCurrent ? (
                        <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                          <Trans>Cet appareil</Trans>
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      <Trans>
                        Connecté le {signedInAt} · dernière activité le {lastUsedAt}
                      </Trans>
                    </p>
                    {session.ipAddress ? <p className="break-all font-mono text-xs text-muted-foreground">{session.ipAddress}</p> : null}
                  </div>
                  {isCurrent ? null : (
                    <Button variant="outline" className="ml-9 sm:ml-0" disabled={endOne.isPending} onClick={() => endOne.mutate({ sessionId: session.id })}>
                      <Trans>Déconnecter</Trans>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {others.length > 0 ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="w-full sm:w-auto" disabled={endOthers.isPending}>
              <Trans>Déconnecter tous les autres appareils</Trans>
            </Button>
          }
          title={<Trans>Déconnecter les autres appareils ?</Trans>}
          description={<Trans>Votre session restera ouverte ici uniquement. Sur les autres appareils, il faudra se reconnecter.</Trans>}
          confirmLabel={<Trans>Déconnecter</Trans>}
          onConfirm={() => endOthers.mutate()}
        />
      ) : null}
    </Card>
  );
}
