import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { usePlaceAction } from "./use-place-action.ts";

interface Owner {
  id: string;
  username: string;
  avatar: number | null;
}

/**
 * Who runs the place. Its owners name another player to run it with them, and hand it over by
 * naming the next one and leaving (docs/product.md §7).
 */
export function PlaceOwners({ shopId, lang, owners, owner }: { shopId: number; lang: string; owners: Owner[]; owner: boolean }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = usePlaceAction();
  const usernameId = useId();
  const [username, setUsername] = useState("");
  const add = useMutation(trpc.shops.addOwner.mutationOptions());
  const leave = useMutation(trpc.shops.leavePlace.mutationOptions());
  if (owners.length === 0) return null;
  return (
    <Card className="space-y-3">
      <h2 className="text-sm font-semibold text-muted-foreground">
        <Trans>Page tenue par</Trans>
      </h2>
      <ul className="space-y-2">
        {owners.map((person) => (
          <li key={person.id}>
            <Link
              to="/$lang/user/$userId"
              params={{ lang, userId: person.id }}
              className="inline-flex min-h-11 items-center gap-2 font-semibold hover:underline"
            >
              <Avatar avatar={person.avatar} username={person.username} />
              {person.username}
            </Link>
          </li>
        ))}
      </ul>
      {owner ? (
        <div className="space-y-3 border-t border-border pt-3">
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              const name = username.trim();
              if (!name || add.isPending) return;
              void run(() => add.mutateAsync({ shopId, username: name }), t`${name} gère maintenant ce lieu avec vous`).then((ok) => {
                if (ok) setUsername("");
              });
            }}
          >
            <label htmlFor={usernameId} className="text-sm font-semibold">
              <Trans>Ajouter un gérant (son pseudo)</Trans>
            </label>
            <div className="flex gap-2">
              <Input id={usernameId} value={username} maxLength={40} autoComplete="off" onChange={(event) => setUsername(event.target.value)} />
              <Button type="submit" disabled={add.isPending || !username.trim()}>
                <Trans>Ajouter</Trans>
              </Button>
            </div>
          </form>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className="w-full text-destructive">
                <Trans>Ne plus gérer ce lieu</Trans>
              </Button>
            }
            title={<Trans>Ne plus gérer ce lieu ?</Trans>}
            description={
              owners.length > 1 ? (
                <Trans>Les autres gérants gardent la page. Pour la confier à quelqu'un, ajoutez-le d'abord comme gérant.</Trans>
              ) : (
                <Trans>Vous êtes le seul gérant : la page restera sans gérant jusqu'à une nouvelle demande acceptée par les modérateurs.</Trans>
              )
            }
            confirmLabel={<Trans>Ne plus gérer</Trans>}
            onConfirm={() => void run(() => leave.mutateAsync({ shopId }), t`Vous ne gérez plus ce lieu`)}
          />
        </div>
      ) : null}
    </Card>
  );
}
