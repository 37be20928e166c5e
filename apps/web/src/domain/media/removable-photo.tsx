import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

/**
 * A photo picked for a form (a place's page, a place's or a team's news): its thumbnail in a grid,
 * with a button that takes it out, named by its rank for screen readers.
 */
export function RemovablePhoto({ src, index, onRemove, className }: { src: string; index: number; onRemove: () => void; className?: string }) {
  const { t } = useLingui();
  return (
    <li className="relative">
      <img src={src} alt={t`Photo ${index + 1}`} className={cn("aspect-square w-full rounded-lg object-cover", className)} />
      <Button variant="outline" size="icon" className="absolute right-1 top-1" aria-label={t`Retirer la photo ${index + 1}`} onClick={onRemove}>
        <X className="size-5" aria-hidden />
      </Button>
    </li>
  );
}
