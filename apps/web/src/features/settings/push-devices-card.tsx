import type { PushDevice } from "@escouade/contracts/push";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellOff, BellRing, Laptop, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { WordedError } from "@/lib/app-error-code.ts";
import { readAppError } from "@/lib/app-errors.ts";
import { formatDate } from "@/lib/dates.ts";
import { useSession } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC, useTRPCClient, type AppTrpc } from "@/lib/trpc.ts";
import { currentSubscription, pushEnvironment, subscribeThisDevice, unsubscribeThisDevice } from "./push-device.ts";
import { pushStateOf, type PushEnvironment } from "./push-state.ts";
import { describeUserAgent } from "./user-agent.ts";

const devicesQuery = (trpc: AppTrpc) => trpc.push.getDevices.queryOptions();

/**
 * Notifications on this device (decision 022): pushes turned on or off for the browser
 * in hand, what to do when it cannot or may not receive them, and the player's devices, each one
 * removable. Which kinds are pushed is chosen in the notification preferences above.
 */
export function PushDevicesCard({ lang }: { lang: string }) {
  const session = useSession();
  if (!session?.user.emailVerified || !session.user.infoFilled) return null;
  return <PushDevices lang={lang} />;
}

interface ThisDevice {
  env: PushEnvironment;
  /** Its push subscription's, if it has one. */
  endpoint: string | null;
}

/** Whether this browser can take pushes, and where it takes ours: read together, shown together. */
async function readThisDevice(): Promise<ThisDevice> {
  const subscription = await currentSubscription().catch(() => null);
  return { env: pushEnvironment(), endpoint: subscription?.endpoint ?? null };
}

function PushDevices({ lang }: { lang: string }) {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const devices = useQuery(devicesQuery(trpc));
  // What this browser says: read after the page is drawn (the server knows nothing of it).
  const [here, setHere] = useState<ThisDevice | null>(null);
  const env = here?.env ?? null;
  const endpoint = here?.endpoint ?? null;

  // The permission can change in the browser's settings while the page sits in the background.
  useEffect(() => {
    void readThisDevice().then(setHere);
    const onVisible = () => document.visibilityState === "visible" && void readThisDevice().then(setHere);
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  const refresh = async () => {
    setHere(await readThisDevice());
    await queryClient.invalidateQueries({ queryKey: devicesQuery(trpc).queryKey });
  };
  // The one browser failure with words of its own; the query client shows them, or the server's.
  const worded = (error: unknown) =>
    error instanceof Error && error.message === "no service worker"
      ? new WordedError(t`Les notifications ne sont pas encore prêtes sur cet appareil : rechargez la page, puis réessayez.`)
      : error;

  const turnOn = useMutation({
    mutationFn: async () => {
      try {
        const { publicKey } = await queryClient.fetchQuery(trpc.push.getPublicKey.queryOptions());
        const subscription = await subscribeThisDevice(publicKey);
        if (typeof subscription === "string") return subscription;
        await trpcClient.push.subscribe.mutate(subscription);
        return "on" as const;
      } catch (error) {
        throw worded(error);
      }
    },
    onSuccess: (result) => {
      if (result === "on") toast.success(t`Notifications activées sur cet appareil`);
      else if (result === "dismissed") toast.error(t`Vous n'avez pas autorisé les notifications : rien n'a changé.`);
    },
    onSettled: refresh,
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      try {
        const gone = await unsubscribeThisDevice();
        if (gone) await trpcClient.push.unsubscribe.mutate({ endpoint: gone });
      } catch (error) {
        throw worded(error);
      }
    },
    onSuccess: () => toast.success(t`Notifications désactivées sur cet appareil`),
    onSettled: refresh,
  });
  const remove = useMutation(
    trpc.push.removeDevice.mutationOptions({
      onSuccess: async (_result, { id }) => {
        // Removing this very device also forgets its subscription here.
        if (devices.data?.find((device) => device.id === id)?.endpoint === endpoint) await unsubscribeThisDevice().catch(() => null);
        toast.success(t`Appareil retiré : il ne recevra plus de notifications`);
      },
      onSettled: refresh,
    }),
  );

  const state =
    env && devices.data
      ? pushStateOf(
          env,
          endpoint,
          devices.data.map((device) => device.endpoint),
        )
      : null;
  const busy = turnOn.isPending || turnOff.isPending;

  return (
    <Card className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-bold">
          <Trans>Notifications sur ce téléphone</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Recevez les notifications d'Escouade même quand l'application est fermée. Vous choisissez lesquelles dans la colonne « Sur le téléphone » ci-dessus.
          </Trans>
        </p>
      </div>
      <div data-push-state={state ?? "loading"} aria-live="polite" className="space-y-3">
        {state === null ? (
          devices.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {readAppError(devices.error).message}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>Chargement...</Trans>
            </p>
          )
        ) : state === "unsupported" ? (
          <p className="text-sm">
            <Trans>Ce navigateur ne peut pas recevoir de notifications. Essayez avec Chrome, Edge, Firefox ou Safari à jour, ou installez l'application.</Trans>
          </p>
        ) : state === "install-first" ? (
          <p className="text-sm">
            <Trans>
              Sur iPhone et iPad, ajoutez d'abord Escouade à l'écran d'accueil (bouton Partager, puis « Sur l'écran d'accueil »), puis ouvrez-la depuis son
              icône pour activer les notifications.
            </Trans>
          </p>
        ) : state === "denied" ? (
          <div className="flex gap-3">
            <BellOff className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
            <p className="text-sm">
              <Trans>
                Les notifications sont bloquées pour Escouade dans ce navigateur. Pour les autoriser : ouvrez les réglages du site (l'icône à gauche de
                l'adresse, ou les réglages de l'application sur le téléphone), autorisez les notifications, puis revenez sur cette page.
              </Trans>
            </p>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            {state === "on" ? (
              <BellRing className="size-5 shrink-0 text-primary" aria-hidden />
            ) : (
              <BellOff className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            )}
            <p className="min-w-0 flex-1 basis-48 text-sm font-semibold">
              {state === "on" ? <Trans>Activées sur cet appareil</Trans> : <Trans>Désactivées sur cet appareil</Trans>}
            </p>
            {state === "on" ? (
              <Button variant="outline" className="w-full sm:w-auto" disabled={busy} onClick={() => turnOff.mutate()}>
                <Trans>Désactiver</Trans>
              </Button>
            ) : (
              <Button className="w-full sm:w-auto" disabled={busy} onClick={() => turnOn.mutate()}>
                <Trans>Activer sur cet appareil</Trans>
              </Button>
            )}
          </div>
        )}
      </div>
      {devices.data && devices.data.length > 0 ? (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-muted-foreground">
            <Trans>Vos appareils qui reçoivent les notifications</Trans>
          </h3>
          <ul className="divide-y divide-border" aria-label={t`Vos appareils qui reçoivent les notifications`}>
            {devices.data.map((device) => (
              <DeviceLine
                key={device.id}
                device={device}
                lang={lang}
                isCurrent={device.endpoint === endpoint}
                disabled={remove.isPending}
                onRemove={() => remove.mutate({ id: device.id })}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

function DeviceLine({
  device,
  lang,
  isCurrent,
  disabled,
  onRemove,
}: {
  device: PushDevice;
  lang: string;
  isCurrent: boolean;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const { browser, system, phone } = describeUserAgent(device.userAgent);
  const Icon = phone ? Smartphone : Laptop;
  const name = browser && system ? t`${browser} sur ${system}` : (browser ?? system ?? t`Appareil inconnu`);
  const addedAt = formatDate(new Date(device.createdAt), lang, "shortDate");
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon className="size-6 shrink-0 text-muted-foreground" aria-hidden />
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
          <Trans>Ajouté le {addedAt}</Trans>
        </p>
      </div>
      <Button variant="outline" className="ml-9 sm:ml-0" disabled={disabled} onClick={onRemove} aria-label={t`Retirer ${name}`}>
        <Trans>Retirer</Trans>
      </Button>
    </li>
  );
}
