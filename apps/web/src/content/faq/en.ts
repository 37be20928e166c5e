import type { FaqContent } from "./types.ts";

/** Follows the French reference: same topics, questions and links, in the same order. */
export const faq: FaqContent = {
  title: "Frequently asked questions",
  description: "Answers to common questions about Escouade: registering for a game, organizing, fees, teams, safety, your account and installing the app.",
  groups: [
    {
      topic: "registering",
      heading: "Registering for a game",
      questions: [
        {
          question: "How do I register for a game?",
          answer: [
            "Create a free account, confirm your email address with the code we send you, then complete your profile. Then search for a game by city, date or type, open it and register.",
            "The organizer receives your registration and your contact details, so they can reach you if needed.",
          ],
          link: { label: "Find a game", to: "/$lang/search/games" },
        },
        {
          question: "Can I cancel my registration?",
          answer: ["Yes, from the game's page. Let the organizer know as early as you can, and ask them about a refund: their terms apply."],
        },
        {
          question: "Why can't I see some games?",
          answer: [
            "A game can be public, for the organizer's friends only, or private. A private game does not show up in search: you can only open it through the link the organizer shares.",
          ],
        },
      ],
    },
    {
      topic: "organizing",
      heading: "Organizing a game",
      questions: [
        {
          question: "How do I publish a game?",
          answer: [
            "Once your profile is complete, open the creation form: title, description, rules, dates, address, number of players, price, power limits, required protection and up to 5 photos of the field.",
          ],
          link: { label: "Create a game", to: "/$lang/games/create" },
        },
        {
          question: "How do I manage registered players?",
          answer: [
            "From your game, open the list of registrations: you see each player's contact details, can record who has paid, remove a registration and export the list as CSV.",
            "Use those contact details only to run your game.",
          ],
        },
        {
          question: "Which power limits should I set?",
          answer: [
            "For each type of replica (AEG, DMR, semi-automatic, automatic), give the minimum and maximum FPS you accept; the maximum must be at least the minimum. Players see them before they register.",
            "The power calculator in the toolbox converts FPS into joules for a given BB weight.",
          ],
          link: { label: "Open the toolbox", to: "/$lang/toolbox" },
        },
      ],
    },
    {
      topic: "fees",
      heading: "Prices and fees",
      questions: [
        {
          question: "Does Escouade cost anything?",
          answer: ["No. Creating an account, searching, registering, publishing a game and joining a team are all free."],
        },
        {
          question: "How do I pay for a game?",
          answer: [
            "Escouade has no built-in payment: you pay the organizer directly, in cash, by bank transfer or through their own payment link, as they specify.",
          ],
          link: { label: "Read the terms of sale", to: "/$lang/term-of-sale" },
        },
        {
          question: "Why does a game cost at least €5?",
          answer: [
            "The price per player includes a €1 management fee for Escouade. The creation form shows the organizer this fee and the amount they receive.",
            "If paid services were ever added, the fee would be €1 per transaction under €20 and 5% from €20, plus 1.5% + €0.25 for a card payment.",
          ],
        },
      ],
    },
    {
      topic: "teams",
      heading: "Teams",
      questions: [
        {
          question: "How do I join a team?",
          answer: [
            "Team leaders invite and recruit their members. Find players and teams near you, get to know them, and accept the invitation when it comes.",
          ],
          link: { label: "Find players", to: "/$lang/search/players" },
        },
        {
          question: "What can a team leader do?",
          answer: [
            "They manage the members: they invite and recruit, assign roles and can remove a member. They cannot act on a player's account: that is the moderation team's job.",
          ],
        },
      ],
    },
    {
      topic: "safety",
      heading: "Safety and trust",
      questions: [
        {
          question: "What protection do I need to wear?",
          answer: [
            "Eye protection is essential. Each game also lists the protection the organizer requires (a face guard, for example): read it before you register and stick to it on the field.",
          ],
        },
        {
          question: "How does reputation work?",
          answer: [
            "After a game, players and organizers can rate each other from 1 to 5 with a comment. These ratings make up the reputation shown on each profile, so keep them honest and respectful.",
          ],
        },
        {
          question: "How do I report behaviour or content?",
          answer: [
            "Report it: the moderation team reviews every report and can issue a warning, remove content, or suspend or terminate an account. If there is an emergency on the field, tell the organizer first.",
          ],
          link: { label: "Read the terms of use", to: "/$lang/term-of-use" },
        },
      ],
    },
    {
      topic: "account",
      heading: "Account and data",
      questions: [
        {
          question: "Why do I need a code sent by email?",
          answer: [
            "The one-time code confirms that the address is yours. It is valid for 10 minutes; you can ask for a new one, and do check your spam folder.",
          ],
        },
        {
          question: "I forgot my password",
          answer: ["Ask for a reset code: you receive it by email and then choose a new password."],
          link: { label: "Reset my password", to: "/$lang/auth/reset-password-otp" },
        },
        {
          question: "Who can see my information?",
          answer: [
            "Your public profile shows your username, your age (never your date of birth), your city, languages, gear and reputation. Your email and phone number are only passed on to the organizer of a game you register for.",
          ],
          link: { label: "Read the privacy policy", to: "/$lang/privacy-policy" },
        },
        {
          question: "How do I delete my account?",
          answer: ["From your account settings, at any time. Your profile, registrations and games are erased; the privacy policy explains what remains."],
        },
      ],
    },
    {
      topic: "app",
      heading: "The app",
      questions: [
        {
          question: "How do I install the app?",
          widget: "install-app",
          answer: [
            'In browsers that can install Escouade, the "Install the app" button appears at the bottom of the page; what yours can do is shown below. On an iPhone, open Escouade in Safari, tap Share, then "Add to Home Screen". There is nothing to download from an app store.',
          ],
        },
        {
          question: "Which languages is Escouade available in?",
          answer: ["French, English, Spanish and German. Switch language from the menu: your choice is remembered on this device."],
        },
      ],
    },
  ],
};
