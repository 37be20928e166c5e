import { Trans, useLingui } from "@lingui/react/macro";
import { CameraOff, LoaderCircle } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription } from "@/components/ui/dialog.tsx";
import type { CheckInOutcome } from "./check-in-outcome.ts";
import { OutcomeMessage } from "./outcome-message.tsx";
import { createFrameReader } from "./qr-decoder.ts";
import { vibrateFor } from "./scan-feedback.ts";

type CameraState = "starting" | "scanning" | "denied" | "unavailable";

/** Frames read per second: enough to catch a ticket held up, light on a phone's battery. */
const FRAME_INTERVAL_MS = 200;
/** The same code seen again within this delay is the same ticket still in front of the camera. */
const SAME_CODE_MS = 4_000;

/**
 * The organizer's phone as a ticket reader (docs/product.md §4): the rear camera, a live picture, and each
 * code read is checked in one after the other without closing. The camera is released when the
 * dialog closes; without a camera or the permission, it says so and the typed code remains.
 */
export function QrScanner({
  open,
  onOpenChange,
  onCode,
  lang,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCode: (code: string) => Promise<CheckInOutcome>;
  lang: string;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Scanner les billets`}>
        <DialogDescription>
          <Trans>Présentez le QR code du billet devant la caméra : chaque billet lu est validé, le scanner reste ouvert pour le suivant.</Trans>
        </DialogDescription>
        {open ? <Camera onCode={onCode} lang={lang} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Camera({ onCode, lang }: { onCode: (code: string) => Promise<CheckInOutcome>; lang: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>("starting");
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  // The latest handler, called by the scanning loop without restarting the camera.
  const handleCode = useEffectEvent(onCode);

  useEffect(() => {
    const element = video.current;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: "", at: 0 };

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setState("unavailable");
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
      } catch (error) {
        return setState(error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError") ? "denied" : "unavailable");
      }
      if (stopped || !element) return stream.getTracks().forEach((track) => track.stop());
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setState("scanning");
      const read = await createFrameReader();
      const tick = async () => {
        if (stopped || !element) return;
        const code = await read(element).catch(() => null);
        const now = Date.now();
        if (code && !(code === last.code && now - last.at < SAME_CODE_MS)) {
          const result = await handleCode(code);
          last = { code, at: Date.now() };
          if (stopped) return;
          setOutcome(result);
          vibrateFor(result);
        }
        timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (element) element.srcObject = null;
    };
  }, []);

  if (state === "denied" || state === "unavailable") {
    return (
      <p role="alert" className="flex items-start gap-3 rounded-xl bg-muted p-4 text-sm">
        <CameraOff className="mt-0.5 size-5 shrink-0" aria-hidden />
        {state === "denied" ? (
          <Trans>L'accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur pour ce site, ou saisissez le code du billet.</Trans>
        ) : (
          <Trans>Aucune caméra n'est disponible sur cet appareil. Saisissez le code inscrit sous le QR code du billet.</Trans>
        )}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {/* Above the picture: read at a glance without scrolling, whatever the screen's height. */}
      {outcome ? (
        <OutcomeMessage outcome={outcome} lang={lang} />
      ) : (
        <p className="rounded-xl border-2 border-border p-3 text-sm text-muted-foreground">
          <Trans>En attente d'un billet...</Trans>
        </p>
      )}
      <div className="relative overflow-hidden rounded-xl bg-black">
        <video ref={video} className="aspect-[4/3] max-h-[45dvh] w-full object-cover" muted playsInline aria-hidden />
        {state === "starting" ? (
          <p role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            <Trans>Ouverture de la caméra...</Trans>
          </p>
        ) : (
          <div className="pointer-events-none absolute inset-[12%] rounded-2xl border-4 border-white/80" aria-hidden />
        )}
      </div>
    </div>
  );
}
