import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, Lock, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { readAppError } from "@/lib/app-errors.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { PlaceForm } from "./place-form.tsx";
import { placeFormValues, updatePlaceInput } from "./place-form-values.ts";

const route = getRouteApi("/$lang/_authed/shops/$shopId/edit");

/**
 * The owners' edit of a place's page. Two owners editing at once: the second to save is told the
 * page changed, keeps what they typed, and may reload the saved version (docs/product.md §7).
 */
export function EditPlacePage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { lang, shopId } = route.useParams();
  const shopQuery = trpc.shops.getShop.queryOptions({ shopId });
  const { data: place } = useSuspenseQuery(shopQuery);
  const [version, setVersion] = useState(place.version);
  const [values, setValues] = useState(() => placeFormValues(place));
  const [stale, setStale] = useState(false);
  const save = useMutation(
    trpc.shops.updatePlace.mutationOptions({
      meta: { handlesError: true },
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.shops.pathKey() });
        toast.success(t`Page enregistrée`);
        await navigate({ to: "/$lang/shops/$shopId", params: { lang, shopId } });
      },
      onError: (error) => {
        const info = readAppError(error);
        if (info.appCode === "PLACE_CHANGED") setStale(true);
        else toast.error(info.message);
      },
    }),
  );

  async function reload() {
    const fresh = await queryClient.fetchQuery({ ...shopQuery, staleTime: 0 });
    setValues(placeFormValues(fresh));
    setVersion(fresh.version);
    setStale(false);
  }

  if (!place.viewer?.owner) {
    return (
      <Card className="mx-auto max-w-xl space-y-4 text-center">
        <Lock className="mx-auto size-8 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-bold">
          <Trans>Modification impossible</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Seuls les gérants de ce lieu peuvent modifier sa page.</Trans>
        </p>
        <Button asChild variant="outline">
          <Link to="/$lang/shops/$shopId" params={{ lang, shopId }}>
            <Trans>Retour à la page du lieu</Trans>
          </Link>
        </Button>
      </Card>
    );
  }
  const name = place.name;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to="/$lang/shops/$shopId"
        params={{ lang, shopId }}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>Retour à la page du lieu</Trans>
      </Link>
      <header className="space-y-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">
          <Trans>Gérant</Trans>
        </p>
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
          <Trans>Modifier « {name} »</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Le nom et l'adresse restent ceux vérifiés par les modérateurs : écrivez-leur pour les changer.</Trans>
        </p>
      </header>
      {stale ? (
        <div role="alert" className="space-y-3 rounded-xl border-2 border-amber-500 bg-amber-500/10 p-4">
          <p className="font-semibold">
            <Trans>Un autre gérant a enregistré cette page pendant que vous la modifiiez.</Trans>
          </p>
          <p className="text-sm">
            <Trans>
              Vos changements ne sont pas enregistrés et restent ci-dessous. Copiez ce que vous voulez garder, puis rechargez la version enregistrée.
            </Trans>
          </p>
          <Button variant="outline" onClick={() => void reload()}>
            <RefreshCw className="size-4" aria-hidden />
            <Trans>Recharger la version enregistrée</Trans>
          </Button>
        </div>
      ) : null}
      <PlaceForm
        isField={place.type === "field"}
        values={values}
        onChange={setValues}
        pending={save.isPending}
        onSubmit={() => {
          if (save.isPending) return;
          save.mutate(updatePlaceInput(shopId, version, place.type === "field", values));
        }}
      />
    </div>
  );
}
