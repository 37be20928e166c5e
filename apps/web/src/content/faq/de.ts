import type { FaqContent } from "./types.ts";

/** Folgt dem französischen Referenztext: gleiche Themen, Fragen und Links in derselben Reihenfolge. */
export const faq: FaqContent = {
  title: "Häufige Fragen",
  description: "Antworten rund um Escouade: Anmeldung zu Spielen, Spiele veranstalten, Preise, Teams, Sicherheit, Konto und Installation der App.",
  groups: [
    {
      topic: "registering",
      heading: "Für ein Spiel anmelden",
      questions: [
        {
          question: "Wie melde ich mich für ein Spiel an?",
          answer: [
            "Leg ein kostenloses Konto an, bestätige deine E-Mail-Adresse mit dem zugeschickten Code und vervollständige dein Profil. Such dann ein Spiel nach Stadt, Datum oder Art, öffne es und melde dich an.",
            "Der Veranstalter erhält deine Anmeldung und deine Kontaktdaten, damit er dich bei Bedarf erreichen kann.",
          ],
          link: { label: "Spiel suchen", to: "/$lang/search/games" },
        },
        {
          question: "Kann ich meine Anmeldung zurückziehen?",
          answer: [
            "Ja, auf der Seite des Spiels. Gib dem Veranstalter so früh wie möglich Bescheid und frag ihn nach einer möglichen Erstattung: Es gelten seine Bedingungen.",
          ],
        },
        {
          question: "Warum sehe ich manche Spiele nicht?",
          answer: [
            "Ein Spiel kann öffentlich sein, nur für Freunde des Veranstalters oder privat. Private Spiele erscheinen nicht in der Suche: Man erreicht sie nur über den Link, den der Veranstalter teilt.",
          ],
        },
      ],
    },
    {
      topic: "organizing",
      heading: "Ein Spiel veranstalten",
      questions: [
        {
          question: "Wie veröffentliche ich ein Spiel?",
          answer: [
            "Sobald dein Profil vollständig ist, öffne das Formular: Titel, Beschreibung, Regeln, Termine, Adresse, Spielerzahl, Preis, Leistungsgrenzen, vorgeschriebene Schutzausrüstung und bis zu 5 Fotos vom Gelände.",
          ],
          link: { label: "Spiel erstellen", to: "/$lang/games/create" },
        },
        {
          question: "Wie verwalte ich die Anmeldungen?",
          answer: [
            "Öffne in deinem Spiel die Anmeldeliste: Dort siehst du die Kontaktdaten, kannst vermerken, wer bezahlt hat, eine Anmeldung entfernen und die Liste als CSV exportieren.",
            "Nutze diese Kontaktdaten nur für die Durchführung deines Spiels.",
          ],
        },
        {
          question: "Welche Leistungsgrenzen soll ich angeben?",
          answer: [
            "Gib für jede Replikenart (AEG, DMR, halbautomatisch, automatisch) die minimal und maximal zulässigen FPS an; das Maximum muss mindestens so hoch sein wie das Minimum. Die Spieler sehen sie vor der Anmeldung.",
            "Der Leistungsrechner im Werkzeugkasten rechnet FPS je nach BB-Gewicht in Joule um.",
          ],
          link: { label: "Werkzeugkasten öffnen", to: "/$lang/toolbox" },
        },
      ],
    },
    {
      topic: "fees",
      heading: "Preise und Gebühren",
      questions: [
        {
          question: "Kostet Escouade etwas?",
          answer: ["Nein. Konto anlegen, suchen, sich anmelden, ein Spiel veröffentlichen oder einem Team beitreten ist kostenlos."],
        },
        {
          question: "Wie bezahle ich ein Spiel?",
          answer: [
            "Escouade hat keine integrierte Zahlung: Du bezahlst den Veranstalter direkt, bar, per Überweisung oder über seinen eigenen Zahlungslink, so wie er es angibt.",
          ],
          link: { label: "Verkaufsbedingungen lesen", to: "/$lang/term-of-sale" },
        },
        {
          question: "Warum kostet ein Spiel mindestens 5 €?",
          answer: [
            "Im Preis pro Spieler ist eine Verwaltungsgebühr von 1 € für Escouade enthalten. Das Formular zeigt dem Veranstalter diese Gebühr und den Betrag, der ihm bleibt.",
            "Sollten einmal kostenpflichtige Dienste hinzukommen, läge die Gebühr bei 1 € pro Transaktion unter 20 € und bei 5 % ab 20 €, zuzüglich 1,5 % + 0,25 € bei Kartenzahlung.",
          ],
        },
      ],
    },
    {
      topic: "teams",
      heading: "Teams",
      questions: [
        {
          question: "Wie trete ich einem Team bei?",
          answer: [
            "Die Teamleiter laden ihre Mitglieder ein und rekrutieren sie. Finde Spieler und Teams in deiner Nähe, mach dich bekannt und nimm die Einladung an, wenn sie kommt.",
          ],
          link: { label: "Spieler finden", to: "/$lang/search/players" },
        },
        {
          question: "Was darf ein Teamleiter?",
          answer: [
            "Er verwaltet die Mitglieder: Er lädt ein und rekrutiert, vergibt Rollen und kann ein Mitglied ausschließen. Auf das Konto eines Spielers kann er nicht einwirken: Das bleibt Aufgabe des Moderationsteams.",
          ],
        },
      ],
    },
    {
      topic: "safety",
      heading: "Sicherheit und Vertrauen",
      questions: [
        {
          question: "Welche Schutzausrüstung muss ich tragen?",
          answer: [
            "Augenschutz ist unverzichtbar. Jedes Spiel nennt außerdem die Schutzausrüstung, die der Veranstalter vorschreibt (zum Beispiel Gesichtsschutz): Lies sie vor der Anmeldung und halte dich auf dem Feld daran.",
          ],
        },
        {
          question: "Wie funktioniert der Ruf?",
          answer: [
            "Nach einem Spiel können sich Spieler und Veranstalter gegenseitig mit 1 bis 5 bewerten und einen Kommentar hinterlassen. Daraus ergibt sich der Ruf im Profil: Bewerte also ehrlich und respektvoll.",
          ],
        },
        {
          question: "Wie melde ich ein Verhalten oder einen Inhalt?",
          answer: [
            "Melde es: Das Moderationsteam prüft jede Meldung und kann verwarnen, Inhalte entfernen, ein Konto sperren oder kündigen. Bei einem Notfall auf dem Feld sag zuerst dem Veranstalter Bescheid.",
          ],
          link: { label: "Nutzungsbedingungen lesen", to: "/$lang/term-of-use" },
        },
      ],
    },
    {
      topic: "account",
      heading: "Konto und Daten",
      questions: [
        {
          question: "Wozu brauche ich einen Code per E-Mail?",
          answer: [
            "Der Einmalcode bestätigt, dass die Adresse dir gehört. Er ist 10 Minuten gültig; du kannst einen neuen anfordern – und schau auch im Spam-Ordner nach.",
          ],
        },
        {
          question: "Ich habe mein Passwort vergessen",
          answer: ["Fordere einen Code zum Zurücksetzen an: Du erhältst ihn per E-Mail und wählst dann ein neues Passwort."],
          link: { label: "Passwort zurücksetzen", to: "/$lang/auth/reset-password-otp" },
        },
        {
          question: "Wer sieht meine Angaben?",
          answer: [
            "Dein öffentliches Profil zeigt Benutzernamen, Alter (nie dein Geburtsdatum), Stadt, Sprachen, Ausrüstung und Ruf. E-Mail-Adresse und Telefonnummer erhält nur der Veranstalter eines Spiels, für das du dich anmeldest.",
          ],
          link: { label: "Datenschutzerklärung lesen", to: "/$lang/privacy-policy" },
        },
        {
          question: "Wie lösche ich mein Konto?",
          answer: [
            "Jederzeit in deinen Kontoeinstellungen. Dein Profil, deine Anmeldungen und deine Spiele werden gelöscht; die Datenschutzerklärung erklärt, was bestehen bleibt.",
          ],
        },
      ],
    },
    {
      topic: "app",
      heading: "Die App",
      questions: [
        {
          question: "Wie installiere ich die App?",
          widget: "install-app",
          answer: [
            "In Browsern, die Escouade installieren können, erscheint unten auf der Seite die Schaltfläche „App installieren“; was dein Browser kann, siehst du unten. Auf dem iPhone öffnest du Escouade in Safari, tippst auf Teilen und dann auf „Zum Home-Bildschirm“. Aus einem App-Store musst du nichts herunterladen.",
          ],
        },
        {
          question: "In welchen Sprachen gibt es Escouade?",
          answer: ["Auf Französisch, Englisch, Spanisch und Deutsch. Die Sprache wechselst du im Menü; deine Wahl wird auf diesem Gerät gespeichert."],
        },
      ],
    },
  ],
};
