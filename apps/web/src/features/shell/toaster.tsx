import { Toaster as Sonner } from "sonner";
import { useTheme } from "@/lib/theme.ts";

/** SPEC §9: 4000 ms, at most 3 at once, bottom-right. */
export function Toaster() {
  const theme = useTheme();
  return <Sonner position="bottom-right" duration={4000} visibleToasts={3} richColors closeButton theme={theme} />;
}
