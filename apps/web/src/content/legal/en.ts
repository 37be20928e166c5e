import type { LegalDocuments } from "./types.ts";

/** Follows the French reference document by document and section by section. */
export const legal: LegalDocuments = {
  termsOfUse: {
    title: "Terms of use",
    description: "The rules for using Escouade, the free airsoft community app: your account, your profile, games, teams, code of conduct and moderation.",
    updatedAt: "2025-06-15",
    sections: [
      {
        heading: "Purpose",
        paragraphs: [
          'These terms of use govern access to and use of Escouade, on the web and in the installed app. Escouade is published by the company identified in the legal notice ("we", "us").',
          "By creating an account you accept these terms. If you do not accept them, you can still browse the public pages, but you cannot create an account.",
        ],
      },
      {
        heading: "The service",
        paragraphs: [
          "Escouade is a free community web app for airsoft in Europe, which you can install on your phone or computer. With it you can:",
          [
            "find games, players, teams, shops and fields, including on a map;",
            "register for games and, as an organizer, publish games and manage registrations;",
            "keep a player profile with your gear, badges and reputation;",
            "make friends, send pings, join a team and receive notifications;",
            "rate a game or a player after a game.",
          ],
          "The interface is available in French, English, Spanish and German. The service evolves: we may add, change or remove features.",
        ],
      },
      {
        heading: "Account and access",
        paragraphs: [
          "Escouade is for people aged 18 or over. You sign up with an email address and a password; we confirm the address with a one-time code sent by email, and you then complete your profile.",
          "You agree to give accurate information, to keep a single personal account and to keep your password secret. Anything done from your account is deemed to have been done by you, so tell us straight away if you think someone else is using it.",
        ],
      },
      {
        heading: "Your profile",
        paragraphs: [
          "Your public profile shows your username, age, city and country, the languages you speak, your bio, avatar, banner, gear, badges, team and reputation.",
          "Your date of birth is never shown, only your age. Your email address and phone number do not appear on your profile; they are passed on to the organizer of a game you register for, so that they can reach you. The privacy policy describes this in detail.",
        ],
      },
      {
        heading: "Games and registrations",
        paragraphs: [
          "The organizer who publishes a game is solely responsible for it: an accurate listing (date, place, price, rules, power limits, required protection), any permits needed, and the welcome and safety of players on the field. We do not organize the games listed and are not present at them.",
          "When you register, you commit to turning up or cancelling in good time, to following the organizer's rules and to paying the organizer directly in the way they specify. The terms of sale set out the financial rules.",
          "Organizers receive the contact details of registered players (name, email, phone) and agree to use them only to run their game.",
          "A game can be public (visible and searchable by everyone), friends only (the organizer's friends) or private (reachable only through a direct link).",
        ],
      },
      {
        heading: "Safety and the law",
        paragraphs: [
          "Airsoft is played with replicas, which must be carried, used and stored in line with the applicable regulations. Every player is responsible for their own equipment, for staying within the announced power limits and for wearing the required protection, eye protection above all.",
          "The information in the toolbox (calculators, glossary) is a guide only; it does not replace the organizer's rules or the law.",
        ],
      },
      {
        heading: "Teams",
        paragraphs: [
          "Team leaders manage their members: they invite and recruit, assign roles and can remove a member. They agree to do so in good faith and in line with these terms.",
        ],
      },
      {
        heading: "Code of conduct",
        paragraphs: [
          "On Escouade you agree not to post or send content that is:",
          [
            "abusive, defamatory, hateful, discriminatory, violent or sexual;",
            "glorifying illegal acts or offering prohibited items for sale;",
            "an invasion of someone else's privacy, image or rights, such as a photo posted without permission;",
            "misleading, such as a fake game, a fake profile or a dishonest rating;",
            "unsolicited or repetitive advertising.",
          ],
          "You also agree not to disrupt the service (automated scraping, getting around limits, trying to get into an account that is not yours).",
          "Ratings left after a game (a score from 1 to 5 and a comment) must honestly reflect your experience: they feed into the reputation of the person rated.",
        ],
      },
      {
        heading: "Reports and moderation",
        paragraphs: [
          "Anyone can report content or behaviour that breaks these terms or the law. A moderation team reviews reports and, depending on how serious and repeated the facts are, may:",
          ["issue a warning;", "remove content;", "suspend an account for a set period;", "terminate an account."],
          "Except in an emergency or where the law requires otherwise, the person concerned is told about the measure and the reason for it, and can challenge it by writing to us from the Contact page. Team leaders also manage the members of their team, but cannot act on the accounts themselves.",
        ],
      },
      {
        heading: "Your content",
        paragraphs: [
          "You keep the rights to the texts and photos you post. For as long as they are published, and only to run the service, you grant us a free, non-exclusive right to host, reproduce and display them in Escouade. You confirm that you hold the necessary rights, including the consent of anyone recognisable in your photos.",
        ],
      },
      {
        heading: "Availability and liability",
        paragraphs: [
          "We do our best to keep the service available and reliable, but cannot guarantee it at all times: maintenance or incidents may interrupt it.",
          "Escouade puts people in touch. We are not a party to agreements between players and organizers and are not answerable for how games go. We remain liable in the cases provided for by law.",
        ],
      },
      {
        heading: "Deleting your account",
        paragraphs: [
          'You can delete your account at any time from your account settings. The privacy policy explains what is erased and what remains. We may terminate an account as described under "Reports and moderation".',
        ],
      },
      {
        heading: "Changes to these terms",
        paragraphs: [
          "We may change these terms, for example as the service or the law evolves. The date of the last update is shown at the top of this page; before a significant change takes effect, we will let you know.",
        ],
      },
      {
        heading: "Governing law and disputes",
        paragraphs: [
          "These terms are governed by French law. If a dispute arises, we will first try to settle it amicably: write to us from the Contact page. Failing that, the courts with jurisdiction over the publisher's registered office will hear it, without prejudice to the rules protecting consumers, who may in particular bring proceedings in the courts where they live.",
        ],
      },
    ],
  },

  termsOfSale: {
    title: "Terms of sale",
    description:
      "Escouade is free and has no built-in payment: players pay the organizer directly. The management fee included in game prices, and the rules for any future paid services.",
    updatedAt: "2025-06-15",
    sections: [
      {
        heading: "Purpose",
        paragraphs: [
          "These terms of sale set out the financial rules of Escouade: the price of games, the management fee and the terms that would apply to paid services. They supplement the terms of use.",
        ],
      },
      {
        heading: "A free service",
        paragraphs: [
          "Using Escouade is currently free: you are not charged for creating an account, finding a game, registering, publishing a game or joining a team.",
          "Escouade has no built-in payment: you are never asked for a bank card and no money passes through the service.",
        ],
      },
      {
        heading: "Paying for a game",
        paragraphs: [
          "The price of a game is set by its organizer and shown per player, in euros, including all taxes. You pay it directly to the organizer, by the means they specify: cash, bank transfer or their own payment link.",
          "The contract is between you and the organizer, and their cancellation and refund terms apply: check them before you pay. The organizer may record in Escouade that your payment has been received; this is for information only.",
        ],
      },
      {
        heading: "Management fee",
        paragraphs: [
          "The price of a game includes a management fee of €1 per player, which goes to Escouade. This is why the minimum price of a game is €5 per player, fee included. When creating a game, the organizer sees this fee and the amount they receive.",
        ],
      },
      {
        heading: "Future paid services",
        paragraphs: [
          "If paid services or online payment were added, the following fees would apply:",
          [
            "for a transaction under €20: a fixed €1 per transaction;",
            "for a transaction of €20 or more: 5% of the total amount;",
            "for card payments, the payment provider would also take 1.5% of the amount plus €0.25 per transaction.",
          ],
          "The total price, the fees and the amount going to the organizer would be shown before any payment, and these terms would be updated and put to you for acceptance before such a service went live.",
        ],
      },
      {
        heading: "Right of withdrawal",
        paragraphs: [
          "If you bought a paid service from Escouade as a consumer, you would have the 14-day withdrawal period provided for by the French Consumer Code, except in the cases excluded by law, which would be pointed out to you before payment. Paying an organizer for a game is governed by that organizer's terms.",
        ],
      },
      {
        heading: "Complaints and governing law",
        paragraphs: [
          "For any question or complaint, write to us from the Contact page. These terms are governed by French law; the courts with jurisdiction over the publisher's registered office are competent, without prejudice to the rules protecting consumers.",
        ],
      },
    ],
  },

  privacyPolicy: {
    title: "Privacy policy",
    description: "What data Escouade processes, why, who sees it, how long it is kept and how to exercise your GDPR rights. No advertising, no tracking.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "Who is responsible",
        paragraphs: [
          "The data controller is the publisher of Escouade, identified in the legal notice. For any question about your data, write to us from the Contact page.",
          "This policy is written in accordance with the General Data Protection Regulation (GDPR) and the French Data Protection Act (Loi Informatique et Libertés).",
        ],
      },
      {
        heading: "The data we process",
        paragraphs: [
          [
            "Account: email address, password (stored only in irreversibly encrypted form), preferred language.",
            "Profile: username, first and last name, phone number, date of birth, country, city, postcode, languages spoken, bio, avatar, banner, gear.",
            "Activity: games you publish (with their address and photos), registrations and the payment status recorded by the organizer, friendships, pings, teams, notifications, ratings (a score from 1 to 5 and a comment) and the resulting reputation, reports.",
            "Messages you send us from the Contact page.",
            "Technical data: the IP address and browser linked to your sessions, to secure your account and limit abuse.",
          ],
        ],
      },
      {
        heading: "Why, and on what basis",
        paragraphs: [
          [
            "Providing the service you ask for (account, profile, search, registrations, teams, friends, notifications): performance of the contract formed by the terms of use.",
            "Emailing you verification codes and notices about your account: performance of the contract.",
            "Securing the service, preventing fraud and moderating reported content: our legitimate interest in offering a safe service.",
            "Answering requests from the authorities and keeping the evidence required: legal obligation.",
          ],
          "We do no advertising, no commercial profiling and no tracking, and we do not sell your data.",
        ],
      },
      {
        heading: "Who sees your data",
        paragraphs: [
          "Other members see your public profile: username, age, city and country, languages, bio, avatar, banner, gear, badges, team and reputation. Your date of birth, email and phone number never appear on it.",
          "When you register for a game, its organizer receives your first and last name, username, email and phone number to run the game and contact you. They agree to use them for that purpose only.",
          "Moderators can see reported content and accounts. Our technical providers (hosting, email delivery) process data only on our behalf. We disclose data to the authorities when the law requires it.",
        ],
      },
      {
        heading: "Where your data is",
        paragraphs: [
          "Your data is hosted in the European Union. Passwords and one-time codes are stored in irreversibly encrypted form, and your connection to the service is encrypted.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          "Your data is kept for as long as your account exists. A sign-in session expires after 30 days, a one-time code after 10 minutes. An account nobody has signed in to for 23 months gets a warning email; without a sign-in, it is deleted after 24 months, and never less than a month after that email, as the CNIL recommends.",
          "When you delete your account (with your password or a code sent to your address), we erase with it your profile and its banner, your sessions and the IP addresses they recorded, your gear, your friendships, your pings, your notifications, your registrations, the ratings you received, your contact messages, the team invitations sent to your email address and other players' notifications that name you.",
          'What other players rely on stays, without naming you any more ("Deleted player"): your messages in their conversations, the past games you organized, the ratings you gave, your team news, the shops you suggested, and your friend and team requests still pending. Your upcoming games with registered players are cancelled and the players told; those without are deleted. A team you owned goes to its next leader, or is deleted if you were its only member. Finally, we may keep some data longer where the law requires it or to deal with an ongoing dispute.',
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "You have the following rights over your data:",
          [
            "access: get a copy of your data;",
            "rectification: correct your data, directly from your profile or by writing to us;",
            "erasure: delete your account from its settings, or ask us to erase a piece of data;",
            "portability: receive the data you gave us in a common, machine-readable format;",
            "objection: object to processing based on our legitimate interest;",
            "restriction: ask for processing to be put on hold;",
            "instructions on what happens to your data after your death.",
          ],
          "To exercise them, write to us from the Contact page; we reply within one month. If you believe your rights have not been respected, you can complain to the CNIL, the French data protection authority (www.cnil.fr).",
        ],
      },
      {
        heading: "Minimum age",
        paragraphs: ["Escouade is for adults only: we do not knowingly collect data about anyone under 18, and we delete any such account we become aware of."],
      },
      {
        heading: "Cookies and storage",
        paragraphs: [
          "Escouade only uses the storage strictly needed to work: your language, your theme, your session and the app cache. The cookie policy gives the details.",
        ],
      },
      {
        heading: "Changes",
        paragraphs: [
          "We will update this policy if our processing changes; the date of the last update is shown at the top of this page, and we will let you know about significant changes.",
        ],
      },
    ],
  },

  cookiesPolicy: {
    title: "Cookie policy",
    description: "Escouade uses no advertising cookies and no analytics: only your language, theme, session and the app cache, all strictly necessary.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "What this policy covers",
        paragraphs: [
          "A cookie, or more broadly a tracker, is a piece of information saved in your browser and read back by a website. This policy covers the cookies and other browser storage that Escouade uses.",
        ],
      },
      {
        heading: "What we store",
        paragraphs: [
          [
            'Language ("lang", local storage): the interface language you chose, so that Escouade opens in it when you come back.',
            'Theme ("vite-ui-theme", local storage): light, dark or your system\'s.',
            'Session ("better-auth.session_token" cookie): keeps you signed in securely; it is removed when you sign out and expires after 30 days without a visit.',
            "App cache (service worker): the app's files, so that it opens quickly and can be installed.",
          ],
          "Local storage and the cache stay in your browser until you clear them; they are not sent to our servers.",
        ],
      },
      {
        heading: "What we do not use",
        paragraphs: [
          "No advertising cookies, no analytics, no social media buttons, no tracking from one site to another. Map backgrounds are images downloaded by your browser; Escouade adds no tracker to them.",
        ],
      },
      {
        heading: "Why there is no consent banner",
        paragraphs: [
          "Article 82 of the French Data Protection Act exempts from consent the trackers that are strictly necessary for a service the user asked for. According to the guidelines and recommendation of the CNIL, the French data protection authority, this includes authentication trackers and those that remember an interface choice such as the language or the theme. Every tracker Escouade uses falls within this scope, so we do not ask for your consent; we tell you about them here instead.",
        ],
      },
      {
        heading: "Staying in control",
        paragraphs: [
          "You can clear this data at any time in your browser settings. You will then be signed out, and the language and theme will go back to their defaults. If we ever added a tracker that requires consent, we would ask for it before using it.",
        ],
      },
    ],
  },

  legalNotice: {
    title: "Legal notice",
    description: "The publisher of Escouade, the hosting of the service, intellectual property and the credits for map data.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "Publisher",
        paragraphs: [
          "Escouade is published by {name}, a {legalForm} with a share capital of {capital}, registered office at {address}, registered with the {registryCity} Trade and Companies Register under number {registrationNumber}, VAT number {vatNumber}.",
          "Publication director: {director}.",
          "Contact: through the Contact page of the app.",
        ],
      },
      {
        heading: "Hosting",
        paragraphs: ["The service and its data are hosted in the European Union by {host}."],
      },
      {
        heading: "Intellectual property",
        paragraphs: [
          "The Escouade name, logo, interface and texts are protected. Any reproduction without permission is prohibited. Content posted by members remains the property of its authors.",
        ],
      },
      {
        heading: "Credits",
        paragraphs: [
          [
            "Map data: © OpenStreetMap contributors, under the ODbL licence (openstreetmap.org/copyright).",
            "City list used offline: GeoNames (geonames.org), under the Creative Commons Attribution 4.0 licence (CC BY 4.0).",
          ],
        ],
      },
      {
        heading: "Personal data and cookies",
        paragraphs: ["How we process your data is described in the privacy policy, and what we store in your browser in the cookie policy."],
      },
      {
        heading: "Governing law",
        paragraphs: ["This legal notice is governed by French law."],
      },
    ],
  },
};
