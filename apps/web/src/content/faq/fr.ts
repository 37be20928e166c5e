import type { FaqContent } from "./types.ts";

/** The reference text: en, es and de keep its topics, questions and links, in the same order. */
export const faq: FaqContent = {
  title: "Questions fréquentes",
  description:
    "Les réponses aux questions sur Escouade : s'inscrire à une partie, organiser, frais, équipes, sécurité, compte et installation de l'application.",
  groups: [
    {
      topic: "registering",
      heading: "S'inscrire à une partie",
      questions: [
        {
          question: "Comment m'inscrire à une partie ?",
          answer: [
            "Créez un compte gratuit, confirmez votre adresse e-mail avec le code reçu, puis complétez votre profil. Cherchez ensuite une partie par ville, date ou type, ouvrez-la et inscrivez-vous.",
            "L'organisateur reçoit votre inscription et vos coordonnées pour vous joindre si besoin.",
          ],
          link: { label: "Chercher une partie", to: "/$lang/search/games" },
        },
        {
          question: "Puis-je annuler mon inscription ?",
          answer: [
            "Oui, depuis la page de la partie. Prévenez l'organisateur le plus tôt possible, et renseignez-vous auprès de lui pour un éventuel remboursement : ce sont ses conditions qui s'appliquent.",
          ],
        },
        {
          question: "Pourquoi ne vois-je pas certaines parties ?",
          answer: [
            "Une partie peut être publique, réservée aux amis de l'organisateur ou privée. Une partie privée n'apparaît pas dans la recherche : on y accède seulement par le lien que l'organisateur partage.",
          ],
        },
      ],
    },
    {
      topic: "organizing",
      heading: "Organiser une partie",
      questions: [
        {
          question: "Comment publier une partie ?",
          answer: [
            "Une fois votre profil complété, ouvrez le formulaire de création : titre, description, règles, dates, adresse, nombre de joueurs, prix, limites de puissance, protections exigées et jusqu'à 5 photos du terrain.",
          ],
          link: { label: "Créer une partie", to: "/$lang/games/create" },
        },
        {
          question: "Comment gérer les inscrits ?",
          answer: [
            "Depuis votre partie, ouvrez la liste des inscrits : vous y voyez leurs coordonnées, pouvez indiquer qui a payé, retirer un inscrit et exporter la liste en CSV.",
            "Ces coordonnées ne doivent servir qu'à l'organisation de votre partie.",
          ],
        },
        {
          question: "Quelles limites de puissance indiquer ?",
          answer: [
            "Pour chaque type de réplique (AEG, DMR, semi-automatique, automatique), indiquez la puissance minimale et maximale acceptée en FPS ; le maximum doit être supérieur ou égal au minimum. Les joueurs les voient avant de s'inscrire.",
            "Le calculateur de puissance de la boîte à outils convertit les FPS en joules selon le poids de la bille.",
          ],
          link: { label: "Ouvrir la boîte à outils", to: "/$lang/toolbox" },
        },
      ],
    },
    {
      topic: "fees",
      heading: "Prix et frais",
      questions: [
        {
          question: "Escouade est-il payant ?",
          answer: ["Non. Créer un compte, chercher, s'inscrire, publier une partie ou rejoindre une équipe est gratuit."],
        },
        {
          question: "Comment payer une partie ?",
          answer: [
            "Aucun paiement n'est intégré à Escouade : vous payez directement l'organisateur, en espèces, par virement ou avec son propre lien de paiement, comme il l'indique.",
          ],
          link: { label: "Lire les conditions de vente", to: "/$lang/term-of-sale" },
        },
        {
          question: "Pourquoi une partie coûte-t-elle au moins 5 € ?",
          answer: [
            "Le prix par joueur comprend 1 € de frais de gestion pour Escouade. Le formulaire de création montre à l'organisateur ces frais et la somme qui lui revient.",
            "Si des services payants arrivaient un jour, les frais seraient de 1 € par transaction sous 20 € et de 5 % à partir de 20 €, plus 1,5 % + 0,25 € pour un paiement par carte.",
          ],
        },
      ],
    },
    {
      topic: "teams",
      heading: "Équipes",
      questions: [
        {
          question: "Comment rejoindre une équipe ?",
          answer: [
            "Les responsables d'une équipe invitent et recrutent leurs membres. Trouvez des joueurs et des équipes près de chez vous, faites-vous connaître, et acceptez l'invitation quand elle arrive.",
          ],
          link: { label: "Trouver des joueurs", to: "/$lang/search/players" },
        },
        {
          question: "Que peut faire un responsable d'équipe ?",
          answer: [
            "Il gère les membres : il invite et recrute, attribue les rôles et peut exclure un membre. Il ne peut pas agir sur le compte d'un joueur : cela reste le rôle de l'équipe de modération.",
          ],
        },
      ],
    },
    {
      topic: "safety",
      heading: "Sécurité et confiance",
      questions: [
        {
          question: "Quelles protections dois-je porter ?",
          answer: [
            "La protection des yeux est indispensable. Chaque partie indique en plus les protections exigées par l'organisateur (protection faciale, par exemple) : lisez-les avant de vous inscrire et respectez-les sur le terrain.",
          ],
        },
        {
          question: "Comment fonctionne la réputation ?",
          answer: [
            "Après une partie, joueurs et organisateurs peuvent se noter de 1 à 5 avec un commentaire. Ces évaluations forment la réputation affichée sur le profil : elles doivent être honnêtes et respectueuses.",
          ],
        },
        {
          question: "Comment signaler un comportement ou un contenu ?",
          answer: [
            "Signalez-le : l'équipe de modération examine chaque signalement et peut avertir, retirer un contenu, suspendre ou résilier un compte. En cas d'urgence sur le terrain, prévenez d'abord l'organisateur.",
          ],
          link: { label: "Lire les conditions d'utilisation", to: "/$lang/term-of-use" },
        },
      ],
    },
    {
      topic: "account",
      heading: "Compte et données",
      questions: [
        {
          question: "Pourquoi faut-il un code reçu par e-mail ?",
          answer: [
            "Le code à usage unique confirme que l'adresse vous appartient. Il est valable 10 minutes ; vous pouvez en demander un nouveau si besoin, et pensez à vérifier vos courriers indésirables.",
          ],
        },
        {
          question: "J'ai oublié mon mot de passe",
          answer: ["Demandez un code de réinitialisation : vous le recevez par e-mail et choisissez un nouveau mot de passe."],
          link: { label: "Réinitialiser mon mot de passe", to: "/$lang/auth/reset-password-otp" },
        },
        {
          question: "Qui voit mes informations ?",
          answer: [
            "Votre profil public montre votre nom d'utilisateur, votre âge (jamais votre date de naissance), votre ville, vos langues, votre matériel et votre réputation. Votre e-mail et votre téléphone ne sont transmis qu'à l'organisateur d'une partie à laquelle vous vous inscrivez.",
          ],
          link: { label: "Lire la politique de confidentialité", to: "/$lang/privacy-policy" },
        },
        {
          question: "Comment supprimer mon compte ?",
          answer: [
            "Depuis les paramètres de votre compte, à tout moment. Votre profil, vos inscriptions et vos parties sont effacés ; la politique de confidentialité détaille ce qui subsiste.",
          ],
        },
      ],
    },
    {
      topic: "app",
      heading: "L'application",
      questions: [
        {
          question: "Comment installer l'application ?",
          widget: "install-app",
          answer: [
            "Dans les navigateurs qui savent installer Escouade, le bouton « Installer l'application » apparaît en bas de page ; ce qu'il en est du vôtre est indiqué ci-dessous. Sur iPhone, ouvrez Escouade dans Safari, touchez Partager puis « Sur l'écran d'accueil ». Il n'y a rien à télécharger depuis un magasin d'applications.",
          ],
        },
        {
          question: "Dans quelles langues Escouade est-il disponible ?",
          answer: ["En français, en anglais, en espagnol et en allemand. Changez de langue depuis le menu : votre choix est retenu sur cet appareil."],
        },
      ],
    },
  ],
};
