import type { ReportTarget } from "@escouade/contracts/reports";
import { Trans, useLingui } from "@lingui/react/macro";
import { Flag } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useSession } from "@/lib/session.ts";
import { REPORT_KIND_LABELS } from "./report-labels.ts";

// The dialog and its form load when someone reports (or is about to), not with every page that could.
const loadReportDialog = () => import("./report-dialog.tsx");
const ReportDialog = lazy(() => loadReportDialog().then((module) => ({ default: module.ReportDialog })));

interface ReportButtonProps {
  target: ReportTarget;
  /** The viewer's own thing (their profile, game, team, post): nothing to report, so no button. */
  mine?: boolean;
  /** An icon alone, named for screen readers, where a row has no room for a word. */
  iconOnly?: boolean;
  className?: string;
}

/** "Signaler" where a thing shows, for onboarded players only (the server refuses the others). */
export function ReportButton({ target, mine = false, iconOnly = false, className }: ReportButtonProps) {
  const { i18n } = useLingui();
  const session = useSession();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so that it closes as it opened.
  const [opened, setOpened] = useState(false);
  if (mine || !session?.user.infoFilled || !session.user.emailVerified) return null;
  const title = i18n._(REPORT_KIND_LABELS[target.kind].title);
  return (
    <>
      <Button
        variant={iconOnly ? "ghost" : "outline"}
        size={iconOnly ? "icon" : "md"}
        className={className}
        aria-label={iconOnly ? title : undefined}
        title={iconOnly ? title : undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadReportDialog()}
        onFocus={() => void loadReportDialog()}
      >
        <Flag className="size-4" aria-hidden />
        {iconOnly ? null : <Trans>Signaler</Trans>}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog target={open ? target : null} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
