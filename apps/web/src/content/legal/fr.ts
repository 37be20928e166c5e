import type { LegalDocuments } from "./types.ts";

/** The reference text: en, es and de follow its documents and sections, in the same order. */
export const legal: LegalDocuments = {
  termsOfUse: {
    title: "Conditions générales d'utilisation",
    description:
      "Les règles d'utilisation d'Escouade, l'application gratuite de la communauté airsoft : compte, profil, parties, équipes, règles de conduite et modération.",
    updatedAt: "2025-06-15",
    sections: [
      {
        heading: "Objet",
        paragraphs: [
          "Les présentes conditions générales d'utilisation (CGU) encadrent l'accès à Escouade et son utilisation, sur le web comme dans l'application installée. Escouade est édité par la société décrite dans les mentions légales, ci-après « nous ».",
          "En créant un compte, vous acceptez ces conditions. Si vous ne les acceptez pas, vous pouvez consulter les pages publiques mais pas créer de compte.",
        ],
      },
      {
        heading: "Le service",
        paragraphs: [
          "Escouade est une application web communautaire et gratuite, installable sur téléphone et ordinateur, consacrée à l'airsoft en Europe. Elle permet notamment de :",
          [
            "trouver des parties, des joueurs, des équipes, des boutiques et des terrains, y compris sur une carte ;",
            "s'inscrire à des parties et, pour les organisateurs, publier des parties et gérer les inscriptions ;",
            "tenir un profil de joueur avec son matériel, ses badges et sa réputation ;",
            "se faire des amis, envoyer des pings, rejoindre une équipe et recevoir des notifications ;",
            "évaluer une partie ou un joueur après une partie.",
          ],
          "L'interface est proposée en français, en anglais, en espagnol et en allemand. Nous faisons évoluer le service et pouvons en ajouter, modifier ou retirer des fonctionnalités.",
        ],
      },
      {
        heading: "Compte et accès",
        paragraphs: [
          "Escouade est réservé aux personnes âgées d'au moins 18 ans. Le compte se crée avec une adresse e-mail et un mot de passe ; l'adresse est confirmée par un code à usage unique envoyé par e-mail, puis vous complétez votre profil.",
          "Vous vous engagez à fournir des informations exactes, à tenir un seul compte personnel et à garder votre mot de passe secret. Toute action faite depuis votre compte est réputée faite par vous ; prévenez-nous sans attendre si vous pensez qu'il est utilisé par quelqu'un d'autre.",
        ],
      },
      {
        heading: "Votre profil",
        paragraphs: [
          "Votre profil public montre votre nom d'utilisateur, votre âge, votre ville et votre pays, les langues que vous parlez, votre présentation, votre avatar, votre bannière, votre matériel, vos badges, votre équipe et votre réputation.",
          "Votre date de naissance n'est jamais affichée : seul votre âge l'est. Votre adresse e-mail et votre numéro de téléphone n'apparaissent pas sur votre profil ; ils sont transmis à l'organisateur d'une partie à laquelle vous vous inscrivez, pour qu'il puisse vous joindre. La politique de confidentialité détaille ces traitements.",
        ],
      },
      {
        heading: "Parties et inscriptions",
        paragraphs: [
          "L'organisateur qui publie une partie en est seul responsable : exactitude de l'annonce (date, lieu, prix, règles, limites de puissance, protections exigées), autorisations nécessaires, accueil et sécurité des joueurs sur le terrain. Nous ne sommes pas l'organisateur des parties publiées et n'y assistons pas.",
          "En vous inscrivant, vous vous engagez à venir ou à annuler votre inscription à temps, à respecter les règles fixées par l'organisateur et à payer directement l'organisateur selon les modalités qu'il indique. Les conditions générales de vente précisent les règles financières.",
          "L'organisateur reçoit les coordonnées des inscrits (nom, e-mail, téléphone) et s'engage à ne les utiliser que pour organiser sa partie.",
          "Une partie peut être publique (visible et trouvable par tous), réservée aux amis de l'organisateur ou privée (accessible par lien direct uniquement).",
        ],
      },
      {
        heading: "Sécurité et respect de la loi",
        paragraphs: [
          "L'airsoft se pratique avec des répliques qui doivent être transportées, utilisées et rangées dans le respect de la réglementation applicable. Chaque joueur est responsable de son matériel, du respect des limites de puissance annoncées et du port des protections exigées, en particulier la protection des yeux.",
          "Les informations de la boîte à outils (calculateurs, glossaire) sont données à titre indicatif et ne remplacent ni les règles de l'organisateur ni la loi.",
        ],
      },
      {
        heading: "Équipes",
        paragraphs: [
          "Les responsables d'une équipe gèrent ses membres : ils invitent et recrutent, fixent les rôles et peuvent exclure un membre. Ils s'engagent à le faire de bonne foi et dans le respect des présentes conditions.",
        ],
      },
      {
        heading: "Règles de conduite",
        paragraphs: [
          "Sur Escouade, vous vous engagez à ne pas publier ou envoyer de contenus :",
          [
            "injurieux, diffamatoires, haineux, discriminatoires, violents ou à caractère sexuel ;",
            "faisant l'apologie d'actes illégaux ou proposant la vente d'objets interdits ;",
            "portant atteinte à la vie privée, à l'image ou aux droits d'autrui, par exemple une photo publiée sans autorisation ;",
            "trompeurs, comme une fausse partie, un faux profil ou une évaluation mensongère ;",
            "publicitaires non sollicités ou répétitifs.",
          ],
          "Vous vous engagez aussi à ne pas perturber le fonctionnement du service (collecte automatisée, contournement des limites, tentative d'accès à un compte qui n'est pas le vôtre).",
          "Les évaluations laissées après une partie (note de 1 à 5 et commentaire) doivent refléter honnêtement votre expérience : elles alimentent la réputation de la personne évaluée.",
        ],
      },
      {
        heading: "Signalements et modération",
        paragraphs: [
          "Chacun peut nous signaler un contenu ou un comportement contraire à ces conditions ou à la loi. Une équipe de modération examine les signalements et peut, selon la gravité et la répétition des faits :",
          ["adresser un avertissement ;", "retirer un contenu ;", "suspendre un compte pour une durée déterminée ;", "résilier un compte."],
          "Sauf urgence ou obligation légale, la personne concernée est informée de la mesure et de son motif, et peut la contester en nous écrivant depuis la page Contact. Les responsables d'équipe gèrent en outre les membres de leur équipe, sans pouvoir agir sur les comptes eux-mêmes.",
        ],
      },
      {
        heading: "Vos contenus",
        paragraphs: [
          "Vous restez titulaire des textes et photos que vous publiez. Vous nous accordez, pour la durée de leur publication et dans le seul but de faire fonctionner le service, le droit non exclusif et gratuit de les héberger, de les reproduire et de les afficher dans Escouade. Vous garantissez disposer des droits nécessaires, notamment l'accord des personnes reconnaissables sur vos photos.",
        ],
      },
      {
        heading: "Disponibilité et responsabilité",
        paragraphs: [
          "Nous faisons de notre mieux pour que le service soit disponible et fiable, sans pouvoir le garantir en permanence : des interruptions pour maintenance ou incident sont possibles.",
          "Escouade met des personnes en relation. Nous ne sommes pas partie aux accords entre joueurs et organisateurs et ne répondons pas du déroulement des parties. Notre responsabilité reste engagée dans les cas prévus par la loi.",
        ],
      },
      {
        heading: "Suppression du compte",
        paragraphs: [
          "Vous pouvez supprimer votre compte à tout moment depuis les paramètres de votre compte. La politique de confidentialité explique ce qui est effacé et ce qui subsiste. Nous pouvons résilier un compte dans les conditions décrites à la section « Signalements et modération ».",
        ],
      },
      {
        heading: "Modification des conditions",
        paragraphs: [
          "Nous pouvons modifier ces conditions, par exemple pour suivre l'évolution du service ou de la loi. La date de dernière mise à jour figure en haut de cette page ; en cas de changement important, nous vous prévenons avant son entrée en vigueur.",
        ],
      },
      {
        heading: "Droit applicable et litiges",
        paragraphs: [
          "Ces conditions sont régies par le droit français. En cas de litige, nous cherchons d'abord une solution amiable : écrivez-nous depuis la page Contact. À défaut, les tribunaux du ressort du siège de l'éditeur sont compétents, sous réserve des règles protectrices des consommateurs, qui peuvent notamment saisir la juridiction de leur domicile.",
        ],
      },
    ],
  },

  termsOfSale: {
    title: "Conditions générales de vente",
    description:
      "Escouade est gratuit et n'intègre aucun paiement direct : les joueurs paient l'organisateur. Frais de gestion des parties et règles applicables aux futurs services payants.",
    updatedAt: "2025-06-15",
    sections: [
      {
        heading: "Objet",
        paragraphs: [
          "Les présentes conditions générales de vente (CGV) décrivent les règles financières d'Escouade : le prix des parties, les frais de gestion et les conditions qui s'appliqueraient à des services payants. Elles complètent les conditions générales d'utilisation.",
        ],
      },
      {
        heading: "Un service gratuit",
        paragraphs: [
          "L'utilisation d'Escouade est aujourd'hui gratuite : créer un compte, chercher une partie, s'inscrire, publier une partie ou rejoindre une équipe ne vous est pas facturé.",
          "Aucun paiement direct n'est intégré à Escouade : aucune carte bancaire ne vous est demandée et aucune somme ne transite par le service.",
        ],
      },
      {
        heading: "Payer une partie",
        paragraphs: [
          "Le prix d'une partie est fixé par son organisateur et affiché par joueur, en euros, toutes taxes comprises. Vous le payez directement à l'organisateur, selon le moyen qu'il indique : espèces, virement ou son propre lien de paiement.",
          "Le contrat se forme entre vous et l'organisateur. Les conditions d'annulation et de remboursement sont les siennes : renseignez-vous auprès de lui avant de payer. L'organisateur peut indiquer dans Escouade si votre paiement a été reçu ; cette mention n'a qu'une valeur d'information.",
        ],
      },
      {
        heading: "Frais de gestion",
        paragraphs: [
          "Le prix d'une partie comprend des frais de gestion de 1 € par joueur, qui reviennent à Escouade. C'est pourquoi le prix minimum d'une partie est de 5 € par joueur, frais de gestion inclus. Le formulaire de création d'une partie montre à l'organisateur ces frais et la somme qui lui revient.",
        ],
      },
      {
        heading: "Services payants à venir",
        paragraphs: [
          "Si des services payants ou un paiement en ligne étaient ajoutés, les frais suivants s'appliqueraient :",
          [
            "pour une transaction de moins de 20 € : 1 € fixe par transaction ;",
            "pour une transaction de 20 € ou plus : 5 % du montant total ;",
            "en cas de paiement par carte, le prestataire de paiement prélèverait en outre 1,5 % du montant plus 0,25 € par transaction.",
          ],
          "Le prix total, les frais et la somme revenant à l'organisateur seraient affichés avant tout paiement, et ces conditions seraient mises à jour et soumises à votre acceptation avant la mise en service.",
        ],
      },
      {
        heading: "Droit de rétractation",
        paragraphs: [
          "Si vous achetiez un service payant auprès d'Escouade en tant que consommateur, vous disposeriez du délai de rétractation de 14 jours prévu par le Code de la consommation, sauf dans les cas d'exception prévus par la loi, qui vous seraient indiqués avant le paiement. Le paiement d'une partie à son organisateur relève des conditions de celui-ci.",
        ],
      },
      {
        heading: "Réclamations et droit applicable",
        paragraphs: [
          "Pour toute question ou réclamation, écrivez-nous depuis la page Contact. Ces conditions sont régies par le droit français ; les tribunaux du ressort du siège de l'éditeur sont compétents, sous réserve des règles protectrices des consommateurs.",
        ],
      },
    ],
  },

  privacyPolicy: {
    title: "Politique de confidentialité",
    description:
      "Quelles données Escouade traite, pourquoi, qui les voit, combien de temps elles sont gardées et comment exercer vos droits (RGPD). Sans publicité ni pistage.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "Qui est responsable",
        paragraphs: [
          "Le responsable du traitement est l'éditeur d'Escouade, identifié dans les mentions légales. Pour toute question sur vos données, écrivez-nous depuis la page Contact.",
          "Cette politique est établie conformément au règlement général sur la protection des données (RGPD) et à la loi française « Informatique et Libertés ».",
        ],
      },
      {
        heading: "Les données que nous traitons",
        paragraphs: [
          [
            "Compte : adresse e-mail, mot de passe (conservé uniquement sous forme chiffrée irréversible), langue préférée.",
            "Profil : nom d'utilisateur, prénom et nom, téléphone, date de naissance, pays, ville, code postal, langues parlées, présentation, avatar, bannière, matériel.",
            "Activité : parties publiées (avec leur adresse et leurs photos), inscriptions et statut de paiement indiqué par l'organisateur, amitiés, pings, équipes, notifications, évaluations (note de 1 à 5 et commentaire) et réputation qui en découle, signalements.",
            "Messages que vous nous envoyez depuis la page Contact.",
            "Données techniques : adresse IP et navigateur associés à vos sessions, pour sécuriser votre compte et limiter les abus.",
          ],
        ],
      },
      {
        heading: "Pourquoi et sur quelle base",
        paragraphs: [
          [
            "Fournir le service que vous demandez (compte, profil, recherche, inscriptions, équipes, amis, notifications) : exécution du contrat formé par les conditions d'utilisation.",
            "Vous envoyer par e-mail les codes de vérification et les avis liés à votre compte : exécution du contrat.",
            "Sécuriser le service, prévenir la fraude et modérer les contenus signalés : notre intérêt légitime à offrir un service sûr.",
            "Répondre aux demandes des autorités et conserver les preuves requises : obligation légale.",
          ],
          "Nous ne faisons ni publicité, ni profilage commercial, ni pistage, et nous ne vendons pas vos données.",
        ],
      },
      {
        heading: "Qui voit vos données",
        paragraphs: [
          "Les autres membres voient votre profil public : nom d'utilisateur, âge, ville et pays, langues, présentation, avatar, bannière, matériel, badges, équipe et réputation. Votre date de naissance, votre e-mail et votre téléphone n'y figurent jamais.",
          "Quand vous vous inscrivez à une partie, son organisateur reçoit vos prénom, nom, nom d'utilisateur, e-mail et téléphone pour organiser la partie et vous joindre. Il s'engage à ne les utiliser qu'à cette fin.",
          "Les modérateurs accèdent aux contenus et comptes signalés. Nos prestataires techniques (hébergement, envoi des e-mails) traitent les données pour notre compte uniquement. Nous communiquons des données aux autorités lorsque la loi l'exige.",
        ],
      },
      {
        heading: "Où sont vos données",
        paragraphs: [
          "Vos données sont hébergées dans l'Union européenne. Les mots de passe et les codes à usage unique sont conservés sous forme chiffrée irréversible, et les échanges avec le service sont chiffrés.",
        ],
      },
      {
        heading: "Combien de temps",
        paragraphs: [
          "Vos données sont conservées tant que votre compte existe. Une session de connexion expire au bout de 30 jours, un code à usage unique au bout de 10 minutes. Un compte auquel personne ne s'est connecté depuis 23 mois reçoit un e-mail d'avertissement ; sans connexion, il est supprimé au bout de 24 mois, et jamais moins d'un mois après cet e-mail, comme le recommande la CNIL.",
          "Quand vous supprimez votre compte (avec votre mot de passe ou un code envoyé à votre adresse), nous effaçons avec lui votre profil et sa bannière, vos sessions et les adresses IP qu'elles ont enregistrées, votre matériel, vos amitiés, vos pings, vos notifications, vos inscriptions, les évaluations que vous avez reçues, vos messages de contact, les invitations d'équipe adressées à votre adresse e-mail et les notifications d'autres joueurs qui vous nomment.",
          "Ce dont d'autres joueurs ont besoin reste, sans plus vous nommer (« Joueur supprimé ») : vos messages dans leurs conversations, les parties passées que vous avez organisées, les évaluations que vous avez données, vos actualités d'équipe, les boutiques que vous avez proposées, et vos demandes d'ami et d'équipe encore en attente. Vos parties à venir qui ont des inscrits sont annulées et les inscrits prévenus ; celles sans inscrit sont supprimées. Une équipe dont vous étiez propriétaire revient à son responsable suivant, ou est supprimée si vous en étiez le seul membre. Nous pouvons enfin conserver certaines données plus longtemps lorsque la loi l'impose ou pour traiter un litige en cours.",
        ],
      },
      {
        heading: "Vos droits",
        paragraphs: [
          "Vous disposez des droits suivants sur vos données :",
          [
            "accès : obtenir une copie de vos données ;",
            "rectification : corriger vos données, directement depuis votre profil ou en nous écrivant ;",
            "effacement : supprimer votre compte depuis ses paramètres, ou nous demander d'effacer une donnée ;",
            "portabilité : recevoir les données que vous nous avez fournies dans un format courant et lisible par machine ;",
            "opposition : vous opposer aux traitements fondés sur notre intérêt légitime ;",
            "limitation : demander le gel temporaire d'un traitement ;",
            "directives sur le sort de vos données après votre décès.",
          ],
          "Pour les exercer, écrivez-nous depuis la page Contact. Nous répondons dans un délai d'un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la CNIL (www.cnil.fr).",
        ],
      },
      {
        heading: "Âge minimum",
        paragraphs: [
          "Escouade est réservé aux personnes majeures : nous ne collectons pas sciemment de données concernant des personnes de moins de 18 ans et supprimons les comptes concernés dont nous avons connaissance.",
        ],
      },
      {
        heading: "Cookies et stockage",
        paragraphs: [
          "Escouade n'utilise que le stockage strictement nécessaire à son fonctionnement : votre langue, votre thème, votre session et le cache de l'application. La politique de cookies le détaille.",
        ],
      },
      {
        heading: "Modifications",
        paragraphs: [
          "Nous mettrons cette politique à jour si nos traitements changent ; la date de dernière mise à jour figure en haut de cette page, et les changements importants vous seront signalés.",
        ],
      },
    ],
  },

  cookiesPolicy: {
    title: "Politique de cookies",
    description:
      "Escouade n'utilise ni cookie publicitaire ni mesure d'audience : seulement la langue, le thème, la session et le cache de l'application, strictement nécessaires.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "Ce que couvre cette politique",
        paragraphs: [
          "Un cookie, ou plus largement un traceur, est une information enregistrée dans votre navigateur et relue par un site. Cette politique couvre les cookies et les autres formes de stockage du navigateur utilisés par Escouade.",
        ],
      },
      {
        heading: "Ce que nous enregistrons",
        paragraphs: [
          [
            "Langue (« lang », stockage local) : la langue de l'interface que vous avez choisie, pour vous ouvrir Escouade dans cette langue à votre retour.",
            "Thème (« vite-ui-theme », stockage local) : clair, sombre ou celui du système.",
            "Session (cookie « better-auth.session_token ») : vous garde connecté de façon sécurisée ; il est supprimé à la déconnexion et expire au bout de 30 jours sans visite.",
            "Cache de l'application (service worker) : les fichiers de l'application, pour qu'elle s'ouvre vite et puisse être installée.",
          ],
          "Le stockage local et le cache restent dans votre navigateur jusqu'à ce que vous les effaciez ; ils ne sont pas envoyés à nos serveurs.",
        ],
      },
      {
        heading: "Ce que nous n'utilisons pas",
        paragraphs: [
          "Aucun cookie publicitaire, aucune mesure d'audience, aucun bouton de réseau social, aucun pistage d'un site à l'autre. Les fonds de carte sont des images téléchargées par votre navigateur ; Escouade n'y ajoute aucun traceur.",
        ],
      },
      {
        heading: "Pourquoi aucun bandeau de consentement",
        paragraphs: [
          "L'article 82 de la loi « Informatique et Libertés » dispense de consentement les traceurs strictement nécessaires à un service demandé par l'utilisateur. Selon les lignes directrices et la recommandation de la CNIL, c'est le cas des traceurs d'authentification et de ceux qui conservent un choix d'interface, comme la langue ou le thème. Tous ceux qu'utilise Escouade entrent dans ce cadre : nous ne vous demandons donc pas de consentement, et nous vous en informons ici.",
        ],
      },
      {
        heading: "Garder la main",
        paragraphs: [
          "Vous pouvez effacer ces données à tout moment depuis les réglages de votre navigateur. Vous serez alors déconnecté, et la langue et le thème reviendront à leurs valeurs par défaut. Si nous ajoutions un jour un traceur soumis à consentement, nous vous le demanderions avant de l'utiliser.",
        ],
      },
    ],
  },

  legalNotice: {
    title: "Mentions légales",
    description: "L'éditeur d'Escouade, l'hébergement du service, la propriété intellectuelle et les crédits des données cartographiques.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "Éditeur",
        paragraphs: [
          "Escouade est édité par {name}, {legalForm} au capital de {capital}, dont le siège est situé {address}, immatriculée au registre du commerce et des sociétés de {registryCity} sous le numéro {registrationNumber}, TVA intracommunautaire {vatNumber}.",
          "Directeur de la publication : {director}.",
          "Contact : depuis la page Contact de l'application.",
        ],
      },
      {
        heading: "Hébergement",
        paragraphs: ["Le service et ses données sont hébergés dans l'Union européenne par {host}."],
      },
      {
        heading: "Propriété intellectuelle",
        paragraphs: [
          "Le nom Escouade, son logo, son interface et ses textes sont protégés. Toute reproduction sans autorisation est interdite. Les contenus publiés par les membres restent la propriété de leurs auteurs.",
        ],
      },
      {
        heading: "Crédits",
        paragraphs: [
          [
            "Données cartographiques : © les contributeurs d'OpenStreetMap, sous licence ODbL (openstreetmap.org/copyright).",
            "Liste des villes utilisée hors connexion : GeoNames (geonames.org), sous licence Creative Commons Attribution 4.0 (CC BY 4.0).",
          ],
        ],
      },
      {
        heading: "Données personnelles et cookies",
        paragraphs: [
          "Le traitement de vos données est décrit dans la politique de confidentialité, et le stockage dans votre navigateur dans la politique de cookies.",
        ],
      },
      {
        heading: "Droit applicable",
        paragraphs: ["Ces mentions sont régies par le droit français."],
      },
    ],
  },
};
