import type { LegalDocuments } from "./types.ts";

/** Folgt dem französischen Referenztext, Dokument für Dokument und Abschnitt für Abschnitt. */
export const legal: LegalDocuments = {
  termsOfUse: {
    title: "Nutzungsbedingungen",
    description:
      "Die Regeln für die Nutzung von Escouade, der kostenlosen App der Airsoft-Community: Konto, Profil, Spiele, Teams, Verhaltensregeln und Moderation.",
    updatedAt: "2025-06-15",
    sections: [
      {
        heading: "Gegenstand",
        paragraphs: [
          "Diese Nutzungsbedingungen regeln den Zugang zu Escouade und dessen Nutzung, im Web wie in der installierten App. Herausgeber von Escouade ist das im Impressum genannte Unternehmen (im Folgenden „wir“).",
          "Mit der Erstellung eines Kontos akzeptierst du diese Bedingungen. Wenn du sie nicht akzeptierst, kannst du die öffentlichen Seiten ansehen, aber kein Konto anlegen.",
        ],
      },
      {
        heading: "Der Dienst",
        paragraphs: [
          "Escouade ist eine kostenlose Community-Web-App rund um Airsoft in Europa, die du auf Smartphone und Computer installieren kannst. Damit kannst du:",
          [
            "Spiele, Spieler, Teams, Shops und Spielfelder finden, auch auf einer Karte;",
            "dich für Spiele anmelden und als Veranstalter Spiele veröffentlichen und Anmeldungen verwalten;",
            "ein Spielerprofil mit deiner Ausrüstung, deinen Abzeichen und deinem Ruf führen;",
            "Freundschaften schließen, Pings senden, einem Team beitreten und Benachrichtigungen erhalten;",
            "nach einem Spiel das Spiel oder einen Spieler bewerten.",
          ],
          "Die Oberfläche gibt es auf Französisch, Englisch, Spanisch und Deutsch. Der Dienst entwickelt sich weiter: Wir können Funktionen hinzufügen, ändern oder entfernen.",
        ],
      },
      {
        heading: "Konto und Zugang",
        paragraphs: [
          "Escouade ist Personen ab 18 Jahren vorbehalten. Das Konto wird mit E-Mail-Adresse und Passwort angelegt; die Adresse bestätigen wir mit einem Einmalcode per E-Mail, danach vervollständigst du dein Profil.",
          "Du verpflichtest dich, korrekte Angaben zu machen, nur ein persönliches Konto zu führen und dein Passwort geheim zu halten. Alles, was über dein Konto geschieht, gilt als von dir getan: Sag uns sofort Bescheid, wenn du glaubst, dass jemand anderes es benutzt.",
        ],
      },
      {
        heading: "Dein Profil",
        paragraphs: [
          "Dein öffentliches Profil zeigt deinen Benutzernamen, dein Alter, deine Stadt und dein Land, deine Sprachen, deine Vorstellung, deinen Avatar, dein Banner, deine Ausrüstung, deine Abzeichen, dein Team und deinen Ruf.",
          "Dein Geburtsdatum wird nie angezeigt, nur dein Alter. Deine E-Mail-Adresse und Telefonnummer erscheinen nicht in deinem Profil; sie werden an den Veranstalter eines Spiels weitergegeben, für das du dich anmeldest, damit er dich erreichen kann. Die Datenschutzerklärung beschreibt das genauer.",
        ],
      },
      {
        heading: "Spiele und Anmeldungen",
        paragraphs: [
          "Der Veranstalter, der ein Spiel veröffentlicht, trägt dafür allein die Verantwortung: für eine korrekte Ankündigung (Datum, Ort, Preis, Regeln, Leistungsgrenzen, vorgeschriebene Schutzausrüstung), für nötige Genehmigungen sowie für Empfang und Sicherheit der Spieler auf dem Feld. Wir veranstalten die veröffentlichten Spiele nicht und sind nicht vor Ort.",
          "Mit deiner Anmeldung verpflichtest du dich, zu kommen oder rechtzeitig abzusagen, die Regeln des Veranstalters einzuhalten und ihn direkt auf dem von ihm genannten Weg zu bezahlen. Die finanziellen Regeln stehen in den Verkaufsbedingungen.",
          "Der Veranstalter erhält die Kontaktdaten der Angemeldeten (Name, E-Mail, Telefon) und verpflichtet sich, sie nur für die Durchführung seines Spiels zu verwenden.",
          "Ein Spiel kann öffentlich sein (für alle sichtbar und auffindbar), nur für Freunde (des Veranstalters) oder privat (nur über einen direkten Link erreichbar).",
        ],
      },
      {
        heading: "Sicherheit und Gesetz",
        paragraphs: [
          "Airsoft wird mit Repliken gespielt, die gemäß den geltenden Vorschriften transportiert, verwendet und aufbewahrt werden müssen. Jeder Spieler ist für seine Ausrüstung verantwortlich, für die Einhaltung der angekündigten Leistungsgrenzen und für das Tragen der vorgeschriebenen Schutzausrüstung, vor allem des Augenschutzes.",
          "Die Angaben im Werkzeugkasten (Rechner, Glossar) dienen nur zur Orientierung; sie ersetzen weder die Regeln des Veranstalters noch das Gesetz.",
        ],
      },
      {
        heading: "Teams",
        paragraphs: [
          "Die Teamleiter verwalten ihre Mitglieder: Sie laden ein und rekrutieren, vergeben Rollen und können ein Mitglied ausschließen. Sie verpflichten sich, dies nach Treu und Glauben und im Einklang mit diesen Bedingungen zu tun.",
        ],
      },
      {
        heading: "Verhaltensregeln",
        paragraphs: [
          "Auf Escouade verpflichtest du dich, keine Inhalte zu veröffentlichen oder zu senden, die:",
          [
            "beleidigend, verleumderisch, hasserfüllt, diskriminierend, gewalttätig oder sexuell sind;",
            "rechtswidrige Taten verherrlichen oder verbotene Gegenstände zum Verkauf anbieten;",
            "die Privatsphäre, das Bild oder die Rechte anderer verletzen, etwa ein ohne Erlaubnis veröffentlichtes Foto;",
            "irreführend sind, wie ein erfundenes Spiel, ein falsches Profil oder eine unehrliche Bewertung;",
            "unerwünschte oder wiederholte Werbung sind.",
          ],
          "Du verpflichtest dich außerdem, den Betrieb des Dienstes nicht zu stören (automatisiertes Auslesen, Umgehen von Begrenzungen, Versuche, auf ein fremdes Konto zuzugreifen).",
          "Bewertungen nach einem Spiel (Note von 1 bis 5 und Kommentar) müssen deine Erfahrung ehrlich wiedergeben: Sie fließen in den Ruf der bewerteten Person ein.",
        ],
      },
      {
        heading: "Meldungen und Moderation",
        paragraphs: [
          "Jeder kann Inhalte oder Verhalten melden, die gegen diese Bedingungen oder das Gesetz verstoßen. Ein Moderationsteam prüft die Meldungen und kann je nach Schwere und Wiederholung:",
          ["eine Verwarnung aussprechen;", "Inhalte entfernen;", "ein Konto für eine bestimmte Zeit sperren;", "ein Konto kündigen."],
          "Außer in dringenden Fällen oder wenn das Gesetz es anders verlangt, wird die betroffene Person über die Maßnahme und ihren Grund informiert und kann ihr über die Kontaktseite widersprechen. Teamleiter verwalten zudem die Mitglieder ihres Teams, können aber nicht auf die Konten selbst einwirken.",
        ],
      },
      {
        heading: "Deine Inhalte",
        paragraphs: [
          "Die Rechte an deinen Texten und Fotos bleiben bei dir. Solange sie veröffentlicht sind und nur zum Betrieb des Dienstes räumst du uns das kostenlose, nicht ausschließliche Recht ein, sie in Escouade zu speichern, zu vervielfältigen und anzuzeigen. Du sicherst zu, die nötigen Rechte zu besitzen, insbesondere die Einwilligung erkennbarer Personen auf deinen Fotos.",
        ],
      },
      {
        heading: "Verfügbarkeit und Haftung",
        paragraphs: [
          "Wir tun unser Bestes, damit der Dienst verfügbar und zuverlässig ist, können das aber nicht jederzeit garantieren: Wartung oder Störungen können ihn unterbrechen.",
          "Escouade bringt Menschen zusammen. Wir sind nicht Partei der Vereinbarungen zwischen Spielern und Veranstaltern und haften nicht für den Ablauf der Spiele. Unsere Haftung in den gesetzlich vorgesehenen Fällen bleibt unberührt.",
        ],
      },
      {
        heading: "Konto löschen",
        paragraphs: [
          "Du kannst dein Konto jederzeit in den Kontoeinstellungen löschen. Die Datenschutzerklärung erklärt, was gelöscht wird und was bestehen bleibt. Wir können ein Konto unter den in „Meldungen und Moderation“ beschriebenen Bedingungen kündigen.",
        ],
      },
      {
        heading: "Änderungen dieser Bedingungen",
        paragraphs: [
          "Wir können diese Bedingungen ändern, etwa wenn sich der Dienst oder das Gesetz weiterentwickelt. Das Datum der letzten Aktualisierung steht oben auf dieser Seite; über wesentliche Änderungen informieren wir dich, bevor sie wirksam werden.",
        ],
      },
      {
        heading: "Anwendbares Recht und Streitigkeiten",
        paragraphs: [
          "Diese Bedingungen unterliegen französischem Recht. Bei Streitigkeiten suchen wir zuerst eine gütliche Lösung: Schreib uns über die Kontaktseite. Gelingt das nicht, sind die Gerichte am Sitz des Herausgebers zuständig, unbeschadet der Verbraucherschutzvorschriften, nach denen Verbraucher insbesondere die Gerichte an ihrem Wohnsitz anrufen können.",
        ],
      },
    ],
  },

  termsOfSale: {
    title: "Verkaufsbedingungen",
    description:
      "Escouade ist kostenlos und hat keine integrierte Zahlung: Spieler bezahlen den Veranstalter direkt. Die Verwaltungsgebühr im Spielpreis und die Regeln für künftige kostenpflichtige Dienste.",
    updatedAt: "2025-06-15",
    sections: [
      {
        heading: "Gegenstand",
        paragraphs: [
          "Diese Verkaufsbedingungen legen die finanziellen Regeln von Escouade fest: den Preis der Spiele, die Verwaltungsgebühr und die Bedingungen, die für kostenpflichtige Dienste gelten würden. Sie ergänzen die Nutzungsbedingungen.",
        ],
      },
      {
        heading: "Ein kostenloser Dienst",
        paragraphs: [
          "Die Nutzung von Escouade ist derzeit kostenlos: Für das Anlegen eines Kontos, die Suche nach einem Spiel, die Anmeldung, das Veröffentlichen eines Spiels oder den Beitritt zu einem Team zahlst du nichts.",
          "Escouade hat keine integrierte Zahlung: Es wird nie nach einer Bankkarte gefragt, und kein Geld läuft über den Dienst.",
        ],
      },
      {
        heading: "Ein Spiel bezahlen",
        paragraphs: [
          "Der Preis eines Spiels wird vom Veranstalter festgelegt und pro Spieler in Euro inklusive aller Steuern angezeigt. Du bezahlst ihn direkt beim Veranstalter auf dem von ihm genannten Weg: bar, per Überweisung oder über seinen eigenen Zahlungslink.",
          "Der Vertrag kommt zwischen dir und dem Veranstalter zustande, und es gelten seine Storno- und Erstattungsbedingungen: Informiere dich vor dem Bezahlen. Der Veranstalter kann in Escouade vermerken, dass deine Zahlung eingegangen ist; dieser Vermerk dient nur der Information.",
        ],
      },
      {
        heading: "Verwaltungsgebühr",
        paragraphs: [
          "Der Preis eines Spiels enthält eine Verwaltungsgebühr von 1 € pro Spieler, die an Escouade geht. Deshalb beträgt der Mindestpreis eines Spiels 5 € pro Spieler, Gebühr inklusive. Beim Anlegen eines Spiels sieht der Veranstalter diese Gebühr und den Betrag, der ihm bleibt.",
        ],
      },
      {
        heading: "Künftige kostenpflichtige Dienste",
        paragraphs: [
          "Würden kostenpflichtige Dienste oder eine Online-Zahlung eingeführt, gälten folgende Gebühren:",
          [
            "bei einer Transaktion unter 20 €: pauschal 1 € pro Transaktion;",
            "bei einer Transaktion ab 20 €: 5 % des Gesamtbetrags;",
            "bei Kartenzahlung würde der Zahlungsdienstleister zusätzlich 1,5 % des Betrags plus 0,25 € pro Transaktion einbehalten.",
          ],
          "Gesamtpreis, Gebühren und der Betrag für den Veranstalter würden vor jeder Zahlung angezeigt, und diese Bedingungen würden vor dem Start eines solchen Dienstes aktualisiert und dir zur Zustimmung vorgelegt.",
        ],
      },
      {
        heading: "Widerrufsrecht",
        paragraphs: [
          "Würdest du als Verbraucher einen kostenpflichtigen Dienst bei Escouade kaufen, hättest du das 14-tägige Widerrufsrecht nach dem französischen Verbraucherrecht (Code de la consommation), außer in den gesetzlich vorgesehenen Ausnahmefällen, auf die du vor der Zahlung hingewiesen würdest. Für die Bezahlung eines Spiels beim Veranstalter gelten dessen Bedingungen.",
        ],
      },
      {
        heading: "Beschwerden und anwendbares Recht",
        paragraphs: [
          "Bei Fragen oder Beschwerden schreib uns über die Kontaktseite. Diese Bedingungen unterliegen französischem Recht; zuständig sind die Gerichte am Sitz des Herausgebers, unbeschadet der Verbraucherschutzvorschriften.",
        ],
      },
    ],
  },

  privacyPolicy: {
    title: "Datenschutzerklärung",
    description:
      "Welche Daten Escouade verarbeitet, wozu, wer sie sieht, wie lange sie gespeichert werden und wie du deine Rechte nach der DSGVO ausübst. Ohne Werbung und Tracking.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "Verantwortlicher",
        paragraphs: [
          "Verantwortlicher ist der im Impressum genannte Herausgeber von Escouade. Bei Fragen zu deinen Daten schreib uns über die Kontaktseite.",
          "Diese Erklärung folgt der Datenschutz-Grundverordnung (DSGVO) und dem französischen Datenschutzgesetz (Loi Informatique et Libertés).",
        ],
      },
      {
        heading: "Welche Daten wir verarbeiten",
        paragraphs: [
          [
            "Konto: E-Mail-Adresse, Passwort (nur unumkehrbar verschlüsselt gespeichert), bevorzugte Sprache.",
            "Profil: Benutzername, Vor- und Nachname, Telefonnummer, Geburtsdatum, Land, Stadt, Postleitzahl, gesprochene Sprachen, Vorstellung, Avatar, Banner, Ausrüstung.",
            "Aktivität: von dir veröffentlichte Spiele (mit Adresse und Fotos), Anmeldungen und der vom Veranstalter vermerkte Zahlungsstatus, Freundschaften, Pings, Teams, Benachrichtigungen, Bewertungen (Note von 1 bis 5 und Kommentar) und der daraus entstehende Ruf, Meldungen.",
            "Nachrichten, die du uns über die Kontaktseite sendest.",
            "Technische Daten: die IP-Adresse und der Browser deiner Sitzungen, um dein Konto zu schützen und Missbrauch einzudämmen.",
          ],
        ],
      },
      {
        heading: "Wozu und auf welcher Grundlage",
        paragraphs: [
          [
            "Bereitstellung des gewünschten Dienstes (Konto, Profil, Suche, Anmeldungen, Teams, Freunde, Benachrichtigungen): Erfüllung des durch die Nutzungsbedingungen geschlossenen Vertrags.",
            "Versand von Bestätigungscodes und Hinweisen zu deinem Konto per E-Mail: Vertragserfüllung.",
            "Absicherung des Dienstes, Betrugsprävention und Moderation gemeldeter Inhalte: unser berechtigtes Interesse an einem sicheren Dienst.",
            "Beantwortung behördlicher Anfragen und Aufbewahrung vorgeschriebener Nachweise: rechtliche Verpflichtung.",
          ],
          "Wir betreiben keine Werbung, kein kommerzielles Profiling und kein Tracking, und wir verkaufen deine Daten nicht.",
        ],
      },
      {
        heading: "Wer deine Daten sieht",
        paragraphs: [
          "Andere Mitglieder sehen dein öffentliches Profil: Benutzername, Alter, Stadt und Land, Sprachen, Vorstellung, Avatar, Banner, Ausrüstung, Abzeichen, Team und Ruf. Geburtsdatum, E-Mail-Adresse und Telefonnummer stehen dort nie.",
          "Wenn du dich für ein Spiel anmeldest, erhält der Veranstalter deinen Vor- und Nachnamen, Benutzernamen, deine E-Mail-Adresse und Telefonnummer, um das Spiel durchzuführen und dich zu erreichen. Er verpflichtet sich, sie nur dafür zu verwenden.",
          "Moderatoren sehen gemeldete Inhalte und Konten. Unsere technischen Dienstleister (Hosting, E-Mail-Versand) verarbeiten Daten ausschließlich in unserem Auftrag. Behörden geben wir Daten heraus, wenn das Gesetz es verlangt.",
        ],
      },
      {
        heading: "Wo deine Daten liegen",
        paragraphs: [
          "Deine Daten werden in der Europäischen Union gehostet. Passwörter und Einmalcodes werden unumkehrbar verschlüsselt gespeichert, und die Verbindung zum Dienst ist verschlüsselt.",
        ],
      },
      {
        heading: "Wie lange",
        paragraphs: [
          "Deine Daten werden gespeichert, solange dein Konto besteht. Eine Anmeldesitzung läuft nach 30 Tagen ab, ein Einmalcode nach 10 Minuten. Ein Konto, bei dem sich seit 23 Monaten niemand angemeldet hat, erhält eine Warn-E-Mail; ohne Anmeldung wird es nach 24 Monaten gelöscht, und nie früher als einen Monat nach dieser E-Mail, wie es die CNIL empfiehlt.",
          "Wenn du dein Konto löschst (mit deinem Passwort oder einem an deine Adresse gesendeten Code), löschen wir damit dein Profil und sein Banner, deine Sitzungen und die darin gespeicherten IP-Adressen, deine Ausrüstung, deine Freundschaften, deine Pings, deine Benachrichtigungen, deine Anmeldungen, die Bewertungen, die du erhalten hast, deine Kontaktnachrichten, die an deine E-Mail-Adresse gesendeten Team-Einladungen und Benachrichtigungen anderer Spieler, die dich nennen.",
          "Was andere Spieler brauchen, bleibt, ohne dich weiter zu nennen („Gelöschter Spieler“): deine Nachrichten in ihren Unterhaltungen, die vergangenen Spiele, die du organisiert hast, die Bewertungen, die du abgegeben hast, deine Team-Neuigkeiten, die Läden, die du vorgeschlagen hast, und deine noch offenen Freundschafts- und Teamanfragen. Deine anstehenden Spiele mit Anmeldungen werden abgesagt und die Angemeldeten benachrichtigt; Spiele ohne Anmeldungen werden gelöscht. Ein Team, dessen Besitzer du warst, geht an die nächste Führungsperson über oder wird gelöscht, wenn du sein einziges Mitglied warst. Schließlich können wir manche Daten länger aufbewahren, wenn das Gesetz es verlangt oder um einen laufenden Streitfall zu klären.",
        ],
      },
      {
        heading: "Deine Rechte",
        paragraphs: [
          "Du hast folgende Rechte an deinen Daten:",
          [
            "Auskunft: eine Kopie deiner Daten erhalten;",
            "Berichtigung: deine Daten korrigieren, direkt in deinem Profil oder indem du uns schreibst;",
            "Löschung: dein Konto in den Einstellungen löschen oder uns bitten, bestimmte Daten zu löschen;",
            "Datenübertragbarkeit: die von dir bereitgestellten Daten in einem gängigen, maschinenlesbaren Format erhalten;",
            "Widerspruch: Verarbeitungen widersprechen, die auf unserem berechtigten Interesse beruhen;",
            "Einschränkung: eine Verarbeitung vorübergehend aussetzen lassen;",
            "Verfügungen darüber, was nach deinem Tod mit deinen Daten geschieht.",
          ],
          "Um sie auszuüben, schreib uns über die Kontaktseite; wir antworten innerhalb eines Monats. Wenn du meinst, dass deine Rechte nicht gewahrt werden, kannst du dich bei der CNIL beschweren, der französischen Datenschutzbehörde (www.cnil.fr).",
        ],
      },
      {
        heading: "Mindestalter",
        paragraphs: [
          "Escouade ist Volljährigen vorbehalten: Wir erheben wissentlich keine Daten von Personen unter 18 Jahren und löschen solche Konten, sobald wir davon erfahren.",
        ],
      },
      {
        heading: "Cookies und Speicherung",
        paragraphs: [
          "Escouade nutzt nur die für den Betrieb unbedingt nötige Speicherung: deine Sprache, dein Design, deine Sitzung und den App-Cache. Die Cookie-Richtlinie beschreibt das im Einzelnen.",
        ],
      },
      {
        heading: "Änderungen",
        paragraphs: [
          "Wir aktualisieren diese Erklärung, wenn sich unsere Verarbeitungen ändern; das Datum der letzten Aktualisierung steht oben auf dieser Seite, und über wesentliche Änderungen informieren wir dich.",
        ],
      },
    ],
  },

  cookiesPolicy: {
    title: "Cookie-Richtlinie",
    description:
      "Escouade nutzt weder Werbe-Cookies noch Reichweitenmessung: nur deine Sprache, dein Design, deine Sitzung und den App-Cache, alles unbedingt erforderlich.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "Worum es geht",
        paragraphs: [
          "Ein Cookie, allgemeiner ein Tracker, ist eine Information, die in deinem Browser gespeichert und von einer Website wieder ausgelesen wird. Diese Richtlinie betrifft die Cookies und andere Browserspeicher, die Escouade nutzt.",
        ],
      },
      {
        heading: "Was wir speichern",
        paragraphs: [
          [
            "Sprache („lang“, lokaler Speicher): die von dir gewählte Sprache der Oberfläche, damit Escouade bei deinem nächsten Besuch darin öffnet.",
            "Design („vite-ui-theme“, lokaler Speicher): hell, dunkel oder wie im System eingestellt.",
            "Sitzung (Cookie „better-auth.session_token“): hält dich sicher angemeldet; es wird beim Abmelden gelöscht und läuft nach 30 Tagen ohne Besuch ab.",
            "App-Cache (Service Worker): die Dateien der App, damit sie schnell öffnet und installiert werden kann.",
          ],
          "Lokaler Speicher und Cache bleiben in deinem Browser, bis du sie löschst; sie werden nicht an unsere Server gesendet.",
        ],
      },
      {
        heading: "Was wir nicht nutzen",
        paragraphs: [
          "Keine Werbe-Cookies, keine Reichweitenmessung, keine Social-Media-Buttons, kein seitenübergreifendes Tracking. Kartenhintergründe sind Bilder, die dein Browser herunterlädt; Escouade fügt ihnen keinen Tracker hinzu.",
        ],
      },
      {
        heading: "Warum es kein Einwilligungsbanner gibt",
        paragraphs: [
          "Artikel 82 des französischen Datenschutzgesetzes nimmt Tracker, die für einen vom Nutzer gewünschten Dienst unbedingt erforderlich sind, von der Einwilligungspflicht aus. Nach den Leitlinien und der Empfehlung der CNIL, der französischen Datenschutzbehörde, gilt das für Authentifizierungs-Tracker und für solche, die eine Einstellung der Oberfläche wie Sprache oder Design speichern. Alle von Escouade genutzten Tracker fallen darunter: Deshalb bitten wir nicht um deine Einwilligung, sondern informieren dich hier.",
        ],
      },
      {
        heading: "Du behältst die Kontrolle",
        paragraphs: [
          "Du kannst diese Daten jederzeit in den Einstellungen deines Browsers löschen. Du wirst dann abgemeldet, und Sprache und Design kehren zu ihren Standardwerten zurück. Sollten wir je einen einwilligungspflichtigen Tracker einführen, würden wir dich vorher um deine Einwilligung bitten.",
        ],
      },
    ],
  },

  legalNotice: {
    title: "Impressum",
    description: "Der Herausgeber von Escouade, das Hosting des Dienstes, geistiges Eigentum und die Nachweise der Kartendaten.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "Herausgeber",
        paragraphs: [
          "Escouade wird herausgegeben von {name}, {legalForm} mit einem Stammkapital von {capital}, Sitz: {address}, eingetragen im Handels- und Gesellschaftsregister (RCS) {registryCity} unter der Nummer {registrationNumber}, USt-IdNr. {vatNumber}.",
          "Verantwortlich für den Inhalt: {director}.",
          "Kontakt: über die Kontaktseite der App.",
        ],
      },
      {
        heading: "Hosting",
        paragraphs: ["Der Dienst und seine Daten werden in der Europäischen Union gehostet von {host}."],
      },
      {
        heading: "Geistiges Eigentum",
        paragraphs: [
          "Der Name Escouade, sein Logo, seine Oberfläche und seine Texte sind geschützt. Jede Vervielfältigung ohne Genehmigung ist untersagt. Von Mitgliedern veröffentlichte Inhalte bleiben Eigentum ihrer Urheber.",
        ],
      },
      {
        heading: "Nachweise",
        paragraphs: [
          [
            "Kartendaten: © OpenStreetMap-Mitwirkende, unter der Lizenz ODbL (openstreetmap.org/copyright).",
            "Offline genutzte Städteliste: GeoNames (geonames.org), unter der Lizenz Creative Commons Namensnennung 4.0 (CC BY 4.0).",
          ],
        ],
      },
      {
        heading: "Personenbezogene Daten und Cookies",
        paragraphs: ["Wie wir deine Daten verarbeiten, steht in der Datenschutzerklärung; was in deinem Browser gespeichert wird, in der Cookie-Richtlinie."],
      },
      {
        heading: "Anwendbares Recht",
        paragraphs: ["Dieses Impressum unterliegt französischem Recht."],
      },
    ],
  },
};
