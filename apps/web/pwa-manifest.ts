import type { ManifestOptions } from "vite-plugin-pwa";

/**
 * What the browser installs (Lighthouse's installability checks, asserted in e2e/install-app.spec.ts).
 * `id` keeps the installed app the same one if start_url ever changes.
 */
export const pwaManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Escouade — la communauté airsoft",
  short_name: "Escouade",
  description: "Trouvez des parties d'airsoft près de chez vous, inscrivez-vous et retrouvez votre équipe.",
  lang: "fr",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  background_color: "#f4f5f0",
  theme_color: "#3f4a2c",
  categories: ["sports", "social"],
  icons: [
    { src: "/pwa-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/pwa-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/pwa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
