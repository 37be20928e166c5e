import { Trans } from "@lingui/react/macro";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { TriangleAlert } from "lucide-react";
import { useCallback, useEffect } from "react";
import { Button } from "@/components/ui/button.tsx";
import { isNetworkFailure } from "@/lib/offline-cache.ts";
import { NeedsNetwork } from "./needs-network.tsx";

export function ErrorView({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  // A server drawing the page has no navigator: it is online.
  const offline = isNetworkFailure(error) || (typeof navigator !== "undefined" && !navigator.onLine);
  useEffect(() => {
    if (!offline) console.error(error);
  }, [error, offline]);

  const retry = useCallback(() => void router.invalidate(), [router]);
  if (offline) return <NeedsNetwork retry={retry} />;

  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <TriangleAlert className="size-12 text-accent" aria-hidden />
      <h1 className="text-2xl font-bold">
        <Trans>Oups, quelque chose s'est mal passé</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>Cette page n'a pas pu être chargée. Le problème vient peut-être de votre connexion ou de nos serveurs.</Trans>
      </p>
      <p className="text-muted-foreground">
        <Trans>Réessayez dans un instant ; si cela continue, contactez-nous.</Trans>
      </p>
      <Button onClick={retry}>
        <Trans>Réessayer</Trans>
      </Button>
    </div>
  );
}
