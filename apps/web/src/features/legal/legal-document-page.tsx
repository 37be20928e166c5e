import { Trans } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { parseISO } from "date-fns";
import type { LegalBlock, LegalDocument } from "@/content/legal/types.ts";
import { formatDate } from "@/lib/dates.ts";
import { usePageMeta } from "@/lib/page-meta.ts";
import { LegalTableOfContents, sectionAnchor } from "./legal-table-of-contents.tsx";

export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const { lang } = useParams({ from: "/$lang" });
  usePageMeta({ title: document.title, description: document.description });
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

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p className="text-pretty">{block}</p>;
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-accent">
      {block.map((item) => (
        <li key={item} className="text-pretty">
          {item}
        </li>
      ))}
    </ul>
  );
}
