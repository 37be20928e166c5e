import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/")({
  // The visitor's language: the one they chose (kept on the device, and in a cookie for the
  // server), else their browser's, else French.
  beforeLoad: ({ context }) => {
    throw redirect({ to: "/$lang", params: { lang: context.preferredLanguage() }, replace: true });
  },
});
