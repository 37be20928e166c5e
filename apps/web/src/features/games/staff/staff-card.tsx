import { STAFF_ROLES, type StaffRole } from "@escouade/contracts/staff";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck, UserMinus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { STAFF_ROLE_LABELS } from "@/domain/games/game-labels.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { registrationName, type GameRegistration } from "../registrations/check-in-outcome.ts";

/**
 * The organizer's staff (docs/product.md §4): who runs the gate and the chrono with them, the
 * players who offered to marshal, and a way to name anyone registered or from their own team.
 */
export function StaffCard({ gameId, registrations }: { gameId: number; registrations: readonly GameRegistration[] }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useQuery(trpc.staff.getGameStaff.queryOptions({ gameId }));
  const name = useMutation(trpc.staff.nameStaff.mutationOptions());
  const remove = useMutation(trpc.staff.removeStaff.mutationOptions());
  const [candidate, setCandidate] = useState("");
  const [role, setRole] = useState<StaffRole>("marshal");
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.staff.getGameStaff.queryKey({ gameId }) });

  const staff = data?.staff ?? [];
  const onStaff = new Set(staff.map((s) => s.userId));
  // Anyone holding a place or waiting, and the organizer's teammates, not yet on the staff.
  const players = registrations.flatMap((r) => (r.userId && !onStaff.has(r.userId) ? [{ userId: r.userId, username: registrationName(r) }] : []));
  const teammates = (data?.teammates ?? []).filter((m) => !onStaff.has(m.userId) && !players.some((p) => p.userId === m.userId));

  async function act(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      toast.success(done);
      await refresh();
    } catch {
      // The query client has shown why.
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!candidate) return;
    const userId = candidate;
    setCandidate("");
    void act(() => name.mutateAsync({ gameId, userId, role }), t`Staff mis à jour`);
  }

  return (
    <Card className="space-y-4">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <ShieldCheck className="size-5 text-accent" aria-hidden />
        <Trans>Staff</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>Marshals, arbitres et secouristes accueillent les joueurs et passent le chrono avec vous. Ils ne modifient pas la partie.</Trans>
      </p>
      {staff.length > 0 ? (
        <ul className="space-y-2">
          {staff.map((member) => (
            <li key={member.userId} className="grid gap-2 rounded-xl border border-border p-3 sm:grid-cols-[1fr_auto_auto] sm:items-center">
              <p className="min-w-0 break-words font-semibold">
                {member.username}
                {member.status === "offered" ? (
                  <span className="ms-2 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-semibold">
                    <Trans>Se propose comme marshal</Trans>
                  </span>
                ) : null}
              </p>
              <label className="text-sm">
                <span className="sr-only">
                  <Trans>Rôle de {member.username}</Trans>
                </span>
                <Select
                  value={member.role}
                  onChange={(event) =>
                    void act(() => name.mutateAsync({ gameId, userId: member.userId, role: event.target.value as StaffRole }), t`Staff mis à jour`)
                  }
                  className="sm:w-40"
                  disabled={member.status === "offered"}
                >
                  <SelectOptions values={STAFF_ROLES} labels={STAFF_ROLE_LABELS} />
                </Select>
              </label>
              <div className="flex gap-2">
                {member.status === "offered" ? (
                  <Button onClick={() => void act(() => name.mutateAsync({ gameId, userId: member.userId, role: "marshal" }), t`Staff mis à jour`)}>
                    <Trans>Accepter</Trans>
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  className="text-destructive"
                  onClick={() => void act(() => remove.mutateAsync({ gameId, userId: member.userId }), t`Staff mis à jour`)}
                >
                  <UserMinus className="size-4" aria-hidden />
                  {member.status === "offered" ? <Trans>Refuser</Trans> : <Trans>Retirer</Trans>}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {players.length + teammates.length > 0 ? (
        <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <label className="space-y-1 text-sm">
            <span className="font-semibold">
              <Trans>Nommer</Trans>
            </span>
            <Select value={candidate} onChange={(event) => setCandidate(event.target.value)}>
              <option value="">{t`Choisir un joueur`}</option>
              {players.length > 0 ? (
                <optgroup label={t`Inscrits`}>
                  {players.map((p) => (
                    <option key={p.userId} value={p.userId}>
                      {p.username}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {teammates.length > 0 ? (
                <optgroup label={t`Mon équipe`}>
                  {teammates.map((m) => (
                    <option key={m.userId} value={m.userId}>
                      {m.username}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </Select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-semibold">
              <Trans>Rôle</Trans>
            </span>
            <Select value={role} onChange={(event) => setRole(event.target.value as StaffRole)} className="sm:w-40">
              <SelectOptions values={STAFF_ROLES} labels={STAFF_ROLE_LABELS} />
            </Select>
          </label>
          <Button type="submit" disabled={!candidate || name.isPending}>
            <Trans>Ajouter au staff</Trans>
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
