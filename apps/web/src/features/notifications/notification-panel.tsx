import type { NotificationList } from "@escouade/contracts/notifications";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { BellOff, CheckCheck, Ellipsis, ListX, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogDescription } from "@/components/ui/dialog.tsx";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu.tsx";
import { SheetContent } from "@/components/ui/sheet.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { NotificationCard } from "./notification-card.tsx";
import { isUnseen, unreadCount } from "./notification-list.ts";
import { notificationsQuery } from "./notifications-query.ts";
import { setNotificationPanelOpen, useNotificationPanelOpen } from "./panel-store.ts";
import { useNotificationActions } from "./use-notification-actions.ts";

/** The side sheet from the right: heading, actions, and the list newest first. */
export function NotificationPanel() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const open = useNotificationPanelOpen();
  const { data: list, isError, refetch } = useQuery(notificationsQuery(trpc));
  const actions = useNotificationActions();
  const unread = list ? unreadCount(list) : 0;
  const total = list?.items.length ?? 0;
  // With no DialogTrigger radix returns focus nowhere: give it back to the bell that opened the panel.
  const opener = useRef<HTMLElement | null>(null);

  // Every way of closing comes here (Esc, outside, the close button, following a card): docs/product.md §6.
  const close = () => {
    setNotificationPanelOpen(false);
    if (list) actions.markAllSeen(list);
  };
  const clearAll = () => {
    if (window.confirm(t`${plural(total, { one: "Effacer la notification ? C'est définitif.", other: "Effacer les # notifications ? C'est définitif." })}`)) {
      actions.clearAll();
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setNotificationPanelOpen(true) : close())}>
      <SheetContent
        title={<Trans>Notifications</Trans>}
        closeLabel={t`Fermer les notifications`}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogDescription className="sr-only">
          <Trans>Les plus récentes en premier. Les non lues sont signalées.</Trans>
        </DialogDescription>
        {/* One line even on a 360 px phone: the everyday action in words, the two that delete in a menu. */}
        <div className="flex gap-2 border-b border-border px-4 py-3">
          <Button variant="outline" className="min-w-0 flex-1" disabled={unread === 0 || actions.busy} onClick={() => list && actions.markAllSeen(list)}>
            <CheckCheck className="size-4 shrink-0" aria-hidden />
            <span className="truncate">
              <Trans>Tout marquer comme lu</Trans>
            </span>
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="icon" aria-label={t`Autres actions`} title={t`Autres actions`} disabled={total === 0 || actions.busy}>
                <Ellipsis className="size-5" aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem disabled={total === unread} onSelect={actions.deleteRead}>
                <Trash2 className="size-4" aria-hidden />
                <Trans>Supprimer les lues</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem className="text-destructive" onSelect={clearAll}>
                <ListX className="size-4" aria-hidden />
                <Trans>Tout effacer ({total})</Trans>
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-3">
          {list ? (
            <NotificationItems list={list} lang={lang} onFollow={close} />
          ) : isError ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
              <p className="text-muted-foreground">
                <Trans>Les notifications n'ont pas pu être chargées.</Trans>
              </p>
              <Button variant="outline" onClick={() => void refetch()}>
                <Trans>Réessayer</Trans>
              </Button>
            </div>
          ) : (
            <p role="status" className="animate-pulse py-16 text-center text-muted-foreground">
              <Trans>Chargement...</Trans>
            </p>
          )}
        </div>
      </SheetContent>
    </Dialog>
  );
}

function NotificationItems({ list, lang, onFollow }: { list: NotificationList; lang: string; onFollow: () => void }) {
  if (list.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
        <BellOff className="size-10" aria-hidden />
        <p>
          <Trans>Aucune notification pour le moment.</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul className="space-y-2">
      {list.items.map((item) => (
        <NotificationCard key={item.id} item={item} unseen={isUnseen(item, list.seenAt)} lang={lang} onFollow={onFollow} />
      ))}
    </ul>
  );
}
