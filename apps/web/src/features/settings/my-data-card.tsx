import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { readAppError } from "@/lib/app-errors.ts";
import { saveAsFile } from "@/lib/save-file.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";

/** "Download my data" (GDPR access and portability): everything the product keeps about the player, as one JSON file. */
export function MyDataCard() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [preparing, setPreparing] = useState(false);

  async function download() {
    setPreparing(true);
    try {
      // Fresh every time: the file must hold what is stored now.
      const data = await queryClient.fetchQuery({ ...trpc.account.exportMyData.queryOptions(), staleTime: 0 });
      saveAsFile(JSON.stringify(data, null, 2), `escouade-${new Date().toISOString().slice(0, 10)}.json`, "application/json");
      toast.success(t`Vos données sont téléchargées`);
    } catch (error) {
      toast.error(readAppError(error).message);
    } finally {
      setPreparing(false);
    }
  }

  return (
    <Card className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-bold">
          <Trans>Mes données</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Un fichier JSON de tout ce qu'Escouade garde sur vous : profil, équipement, inscriptions, notes, amis, messages écrits, équipe, signalements,
            notifications et appareils connectés.
          </Trans>
        </p>
      </div>
      <Button variant="outline" onClick={() => void download()} disabled={preparing}>
        <Download className="size-4" aria-hidden />
        {preparing ? <Trans>Préparation du fichier...</Trans> : <Trans>Télécharger mes données</Trans>}
      </Button>
    </Card>
  );
}
