/**
 * The languages the toolbar's Language switch offers: Byline's English (the specification's
 * texts), and a sample translation of the reader's screens, to show designers how the kit reads
 * in another language and locale (dates, counts, "how long ago"), and which texts grow longest.
 * Texts the sample leaves out stay English, as they would for a host that translates only some.
 */
import type { MessagesOverrides } from '@byline/ui';

export interface StoryLocale {
  title: string;
  /** BCP 47; undefined for Byline's own (en-US, drafts en-IN). */
  locale?: string;
  messages?: MessagesOverrides;
}

const FRENCH: MessagesOverrides = {
  reader: {
    signIn: 'Se connecter',
    myProfile: 'Mon profil',
    logout: 'Se déconnecter',
    notifications: 'Notifications',
    subscribe: "S'abonner",
    subscribeHeading: 'Recevez la lettre de Byline',
    emailLabel: 'Adresse e-mail',
    emailPlaceholder: 'vous@exemple.fr',
    latestNews: 'Dernières nouvelles',
    mostRead: 'Les plus lus',
    tourism: 'Tourisme',
    recommended: 'Recommandés pour vous',
    crime: 'Faits divers',
    politics: 'Politique',
    business: 'Économie',
    lifestyle: 'Art de vivre',
    technology: 'Technologie',
    sports: 'Sports',
    searchNews: 'Rechercher',
    rewardAuthor: "Récompenser l'auteur",
    recommendedArticles: 'Articles recommandés',
    commentsHeading: (count) => `Commentaires (${count})`,
    reply: 'Répondre',
    replyTo: (author) => ` à ${author}`,
    addComment: 'Votre commentaire',
    sendComment: 'ENVOYER',
    sectionEmpty: 'Aucun article dans cette rubrique pour le moment.',
    sectionError: "Cette rubrique n'a pas pu être chargée.",
    retry: 'Réessayer',
    loadingSection: (title) => `Chargement : ${title}`,
    notFoundTitle: 'Page introuvable',
    notFoundText: "La page que vous cherchez n'existe pas ou a été déplacée.",
    backHome: 'Retour à la une',
    seeAll: 'Tout voir',
    homeLink: 'Accueil Byline',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    accountMenu: 'Menu du compte',
    categoriesNav: 'Rubriques',
    menuNav: 'Menu',
    footerNav: 'Pied de page',
    skipToContent: 'Aller au contenu',
    footerBlurb:
      'Une communauté d’information ouverte : des articles de lecteurs et de journalistes.',
    subscribeText: 'Le meilleur de la journée dans votre boîte mail.',
    copyright: (year) => `© ${year} Byline. Tous droits réservés.`,
    extraTitle: 'Plus de Byline',
    extraCalloutTitle: 'Une histoire à raconter ?',
    extraCalloutText:
      'Byline est écrit par sa communauté. Publiez vos reportages, fédérez des lecteurs et soyez récompensé.',
    extraCalloutButton: 'Écrire pour Byline',
  },
  colorScheme: { darkMode: 'Mode sombre' },
  feedback: { close: 'Fermer' },
  time: { justNow: "à l'instant" },
  reading: {
    minutes: (minutes) => `${minutes} min de lecture`,
  },
  screens: { loadMore: 'VOIR PLUS', categoryEmpty: 'Aucun article dans cette rubrique.' },
  search: {
    pageTitle: 'Recherche',
    field: 'Rechercher',
    submit: 'Rechercher',
    resultsFor: (query) => `Résultats pour « ${query} »`,
  },
};

export const STORY_LOCALES = {
  byline: { title: 'English (Byline)' },
  french: { title: 'Français (sample)', locale: 'fr-FR', messages: FRENCH },
} satisfies Record<string, StoryLocale>;

export type StoryLocaleName = keyof typeof STORY_LOCALES;

export const DEFAULT_STORY_LOCALE: StoryLocaleName = 'byline';

/** The toolbar's choice, or Byline's for an unknown value. */
export function storyLocale(name: unknown): StoryLocale {
  return STORY_LOCALES[name as StoryLocaleName] ?? STORY_LOCALES[DEFAULT_STORY_LOCALE];
}
