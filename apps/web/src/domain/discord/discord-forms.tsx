import { connectDiscordSchema, updateDiscordSchema, type DiscordConnectionView, type DiscordEvent, type DiscordOwner } from "@escouade/contracts/discord";
import { isUiLanguage, UI_LANGUAGES, type UiLanguage } from "@escouade/contracts/languages";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import type { z } from "@escouade/contracts/zod";
import { Button } from "@/components/ui/button.tsx";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { AppForm, useAppForm } from "@/components/ui/form.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { readAppError, showFieldErrors } from "@/lib/app-errors.ts";
import { useDisplayNames } from "@/lib/display-names.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import { useEventLabels } from "./event-labels.ts";

const connectFields = connectDiscordSchema.pick({ url: true, lang: true, events: true });
type ConnectValues = z.input<typeof connectFields>;
const editFields = updateDiscordSchema.pick({ lang: true, events: true });
type EditValues = z.input<typeof editFields>;

/** Connects a channel: its webhook's address, the language of its posts, what it receives. */
export function ConnectDiscordForm({ owner, available, first }: { owner: DiscordOwner; available: readonly DiscordEvent[]; first: boolean }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useAppForm<ConnectValues>({
    resolver: zodResolver(connectFields),
    defaultValues: { url: "", lang: isUiLanguage(i18n.locale) ? i18n.locale : "fr", events: [...available] },
  });
  const connect = useMutation(trpc.discord.connect.mutationOptions());
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const connection = await connect.mutateAsync({ owner, ...connectFields.parse(values) });
      toast.success(t`« ${connection.name} » est connecté : un message d'essai vient d'y être publié.`);
      form.reset({ ...values, url: "" });
      await queryClient.invalidateQueries({ queryKey: trpc.discord.getConnections.queryKey(owner) });
    } catch (error) {
      showFieldErrors(form.setError, readAppError(error));
    }
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
      {first ? null : (
        <h3 className="font-semibold">
          <Trans>Connecter un autre salon</Trans>
        </h3>
      )}
      <FormField control={form.control} name="url" label={<Trans>Adresse du webhook du salon</Trans>}>
        {(a11y) => (
          <Input
            {...a11y}
            {...form.register("url")}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://discord.com/api/webhooks/…"
          />
        )}
      </FormField>
      <Choices control={form.control} kind={owner.kind} available={available} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        <Trans>Connecter et publier un message d'essai</Trans>
      </Button>
    </AppForm>
  );
}

/** Changes what a connected channel receives, and in which language. */
export function EditDiscordForm({
  owner,
  available,
  connection,
  onDone,
}: {
  owner: DiscordOwner;
  available: readonly DiscordEvent[];
  connection: DiscordConnectionView;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useAppForm<EditValues>({ resolver: zodResolver(editFields), defaultValues: { lang: connection.lang, events: connection.events } });
  const update = useMutation(trpc.discord.updateConnection.mutationOptions());
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ connectionId: connection.id, ...editFields.parse(values) });
      toast.success(t`Enregistré`);
      await queryClient.invalidateQueries({ queryKey: trpc.discord.getConnections.queryKey(owner) });
      onDone();
    } catch (error) {
      showFieldErrors(form.setError, readAppError(error));
    }
  });
  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4 rounded-xl bg-muted/60 p-3">
      <Choices control={form.control} kind={owner.kind} available={available} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Trans>Enregistrer</Trans>
        </Button>
        <Button variant="outline" onClick={onDone}>
          <Trans>Annuler</Trans>
        </Button>
      </div>
    </AppForm>
  );
}

/** The language of the posts and the announcements to publish: shared by both forms. */
function Choices<T extends FieldValues & { lang: UiLanguage; events: DiscordEvent[] }>({
  control,
  kind,
  available,
}: {
  control: Control<T>;
  kind: DiscordOwner["kind"];
  available: readonly DiscordEvent[];
}) {
  const names = useDisplayNames();
  return (
    <>
      <FormField control={control} name={"lang" as Path<T>} label={<Trans>Langue des annonces</Trans>}>
        {(a11y) => (
          <Controller
            control={control}
            name={"lang" as Path<T>}
            render={({ field }) => (
              <Select
                {...a11y}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {UI_LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {names.language(code)}
                  </option>
                ))}
              </Select>
            )}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name={"events" as Path<T>}
        render={({ field, fieldState }) => (
          <EventChoices kind={kind} available={available} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
    </>
  );
}

function EventChoices({
  kind,
  available,
  value,
  onChange,
  error,
}: {
  kind: DiscordOwner["kind"];
  available: readonly DiscordEvent[];
  value: DiscordEvent[];
  onChange: (events: DiscordEvent[]) => void;
  error?: string;
}) {
  const labels = useEventLabels(kind);
  const message = validationMessage(error);
  const { errorId, groupProps } = useGroupError(message);
  const toggle = (event: DiscordEvent) => onChange(value.includes(event) ? value.filter((e) => e !== event) : [...value, event]);
  return (
    <fieldset className="space-y-1" {...groupProps}>
      <legend className="text-sm font-medium">
        <Trans>Ce que le salon reçoit</Trans>
      </legend>
      {available.map((event) => (
        <label key={event} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input type="checkbox" className="size-5 shrink-0 accent-[var(--primary)]" checked={value.includes(event)} onChange={() => toggle(event)} />
          <span>{labels[event]}</span>
        </label>
      ))}
      <FieldError id={errorId}>{message}</FieldError>
    </fieldset>
  );
}
