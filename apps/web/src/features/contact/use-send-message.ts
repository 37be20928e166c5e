import type { SendContactMessageData } from "@escouade/contracts/contact";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { readAppError, showFieldErrors } from "@/lib/app-errors.ts";
import { useTRPC } from "@/lib/trpc.ts";

/**
 * Sends a contact or partner message. On failure the server's field errors land on the fields and
 * its message on the form (nothing typed is reset); on success `sent` turns true.
 */
export function useSendMessage<T extends FieldValues>(setError: UseFormSetError<T>) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [sent, setSent] = useState(false);
  const mutation = useMutation(trpc.contact.sendContactMessage.mutationOptions({ meta: { handlesError: true } }));

  async function send(values: SendContactMessageData) {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const info = readAppError(error);
      showFieldErrors(setError, info);
      setError("root.server", { message: info.message });
      toast.error(t`Le message n'a pas pu être envoyé`, { description: info.message });
      return;
    }
    setSent(true);
    toast.success(t`Message envoyé`);
  }

  return { sent, send };
}
