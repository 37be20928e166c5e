import type { ManifestOptions } from "vite-plugin-pwa";

export const pwaManifest: Partial<ManifestOptions> = {
  name: "Escouade — la communauté airsoft",
  short_name: "Escouade",
  description: "Trouvez des parties d'airsoft près de chez vous, inscrivez-vous et retrouvez votre équipe.",
  lang: "fr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  background_color: "#f4f5f0",
  theme_color: "#3f4a2c",
  categories: ["sports", "social"],
  icons: [
    { src: "/pwa-192.png", sizes: "192x192", type: "image/png" },
    { src: "/pwa-512.png", sizes: "512x512", type: "image/png" },
    { src: "/pwa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
