import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { parseISO } from "date-fns";
import { fillPublisher, publisherFromEnv, type PublisherField } from "@/content/legal/publisher.ts";
import type { LegalBlock, LegalDocument } from "@/content/legal/types.ts";
import { formatDate } from "@/lib/dates.ts";
import { LegalTableOfContents, sectionAnchor } from "./legal-table-of-contents.tsx";

export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const { lang } = useParams({ from: "/$lang" });
  // "15 juin 2025", "15 June 2025", "15 de junio de 2025", "15. Juni 2025".
  const updatedOn = formatDate(parseISO(document.updatedAt), lang, "longDate");
  return (
    <article className="mx-auto max-w-5xl lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
      <header className="space-y-2 lg:col-span-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{document.title}</h1>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Dernière mise à jour le <time dateTime={document.updatedAt}>{updatedOn}</time>
          </Trans>
        </p>
      </header>
      <LegalTableOfContents sections={document.sections} />
      <div className="mt-8 max-w-[68ch] space-y-10 leading-relaxed">
        {document.sections.map((section, index) => (
          <section key={section.heading} id={sectionAnchor(index)} aria-labelledby={`${sectionAnchor(index)}-title`} className="scroll-mt-24 space-y-3">
            <h2 id={`${sectionAnchor(index)}-title`} className="text-xl font-bold tracking-tight">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((block, blockIndex) => (
              <LegalBlockView key={blockIndex} block={block} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}

/** Supplied by the deployment at build time (VITE_PUBLISHER_*): see content/legal/publisher.ts. */
const PUBLISHER = publisherFromEnv(import.meta.env);

const FIELD_LABELS: Record<PublisherField, MessageDescriptor> = {
  name: msg`raison sociale`,
  legalForm: msg`forme juridique`,
  capital: msg`montant du capital`,
  address: msg`adresse du siège`,
  registryCity: msg`ville du greffe`,
  registrationNumber: msg`numéro RCS`,
  vatNumber: msg`numéro de TVA`,
  director: msg`directeur de la publication`,
  host: msg`nom, adresse et téléphone de l'hébergeur`,
};

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === "string")
    return (
      <p className="text-pretty">
        <LegalText text={block} />
      </p>
    );
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-accent">
      {block.map((item) => (
        <li key={item} className="text-pretty">
          <LegalText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** A paragraph with the publisher's details filled in; one not supplied is marked in development only. */
function LegalText({ text }: { text: string }) {
  const { i18n } = useLingui();
  return fillPublisher(text, PUBLISHER).map((segment, index) => {
    if ("text" in segment) return segment.text;
    if ("value" in segment) return segment.value;
    const label = i18n._(FIELD_LABELS[segment.field]);
    return import.meta.env.DEV ? (
      <mark key={index} className="rounded bg-amber-200 px-1 font-medium text-amber-950">
        <Trans>à compléter : {label}</Trans>
      </mark>
    ) : (
      // A production build without the detail warned at build time; the reader sees a plain dash.
      <span key={index}>—</span>
    );
  });
}
