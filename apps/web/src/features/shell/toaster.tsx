import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect } from "react";
import { useTheme } from "@/lib/theme.ts";
import { loadSonner, toasterMounted } from "@/lib/toast.ts";

const Sonner = lazy(() => loadSonner().then(({ Toaster: Component }) => ({ default: Component })));

function Ready() {
  useEffect(toasterMounted, []);
  return null;
}

/** docs/product.md §9: 4000 ms, at most 3 at once, bottom-right. Its code arrives after the first screen. */
export function Toaster() {
  const theme = useTheme();
  const { t } = useLingui();
  useEffect(() => {
    // Fetched once the page has painted, so the first toast does not wait for it.
    const id = setTimeout(() => void loadSonner(), 1500);
    return () => clearTimeout(id);
  }, []);
  return (
    <Suspense fallback={null}>
      <Sonner
        position="bottom-right"
        duration={4000}
        visibleToasts={3}
        richColors
        closeButton
        theme={theme}
        // sonner's own words are English ("Close toast", "Notifications").
        containerAriaLabel={t`Notifications`}
        toastOptions={{ closeButtonAriaLabel: t`Fermer le message` }}
      />
      <Ready />
    </Suspense>
  );
}
