import type { SessionUserExtras } from "@escouade/contracts/page-session";
import { adminClient, emailOTPClient, inferAdditionalFields, organizationClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { absoluteServerUrl } from "./config.ts";

export const authClient = createAuthClient({
  baseURL: `${absoluteServerUrl()}/api/auth`,
  fetchOptions: { credentials: "include" },
  plugins: [
    emailOTPClient(),
    organizationClient(),
    adminClient(),
    inferAdditionalFields({
      user: {
        infoFilled: { type: "boolean", required: false, input: false },
        lang: { type: "string", required: false, input: true },
      },
    }),
  ],
});

/** better-auth's session, with what our server adds to its user (the chosen avatar). */
export type SessionData = typeof authClient.$Infer.Session & { user: SessionUserExtras };
