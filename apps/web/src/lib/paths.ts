/**
 * Every route of the product (docs/product/accounts.md#routes-and-navigation) with a typed way to build its link. Screens link through
 * this map, never through string literals. A path here does not mean its screen exists: see routes.tsx.
 */
/** A trading page's link with `?symbol=`: the page opens with that symbol selected (trading-page.tsx). */
function withSymbol(href: string, symbol: string | undefined): string {
  return symbol ? `${href}?symbol=${encodeURIComponent(symbol)}` : href;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `signUp` opens the sign-up form; `join` carries a league invitation code through it (pending-invite.ts). */
    getHref: (options: { signUp?: boolean; join?: string } = {}) => {
      const query = new URLSearchParams();
      if (options.signUp) query.set('mode', 'sign-up');
      if (options.join) query.set('join', options.join);
      const text = query.toString();
      return text ? `/login?${text}` : '/login';
    },
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => (token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'),
  },
  confirmEmail: {
    path: '/confirm-email',
    getHref: (token?: string) => (token ? `/confirm-email?token=${encodeURIComponent(token)}` : '/confirm-email'),
  },
  /** The link proving the account controls its address (operators must, docs/product/accounts.md#roles). */
  verifyEmail: {
    path: '/verify-email',
    getHref: (token?: string) => (token ? `/verify-email?token=${encodeURIComponent(token)}` : '/verify-email'),
  },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  trending: { path: '/trending', getHref: () => '/trending' },
  brochure: { path: '/brochure', getHref: () => '/brochure' },
  register: { path: '/register', getHref: () => '/register' },
  educatorAccess: { path: '/educator-access', getHref: () => '/educator-access' },
  educatorSubscription: { path: '/educator-subscription', getHref: () => '/educator-subscription' },
  educatorSubscriptionSuccess: {
    path: '/educator-subscription-success',
    getHref: (paymentIntent?: string) =>
      paymentIntent
        ? `/educator-subscription-success?payment_intent=${encodeURIComponent(paymentIntent)}`
        : '/educator-subscription-success',
  },

  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  portfolio: {
    path: '/portfolio',
    /** With a symbol the trading page opens with it selected (the screener's rows link here). */
    getHref: (symbol?: string) => withSymbol('/portfolio', symbol),
  },
  leaguePortfolio: {
    path: '/league-portfolio/:leagueId?',
    /** The query-parameter link form (docs/product/competitions.md#the-trading-leagues-page); /league-portfolio/{id} and ?leagueId= open the same page. */
    getHref: (leagueId?: number | string, symbol?: string) =>
      leagueId === undefined
        ? '/league-portfolio'
        : `/league-portfolio?league=${leagueId}${symbol ? `&symbol=${encodeURIComponent(symbol)}` : ''}`,
  },
  /** A stock's page: profile, key figures, chart, news, the player's position and a Trade button. */
  stock: { path: '/stocks/:symbol', getHref: (symbol: string) => `/stocks/${encodeURIComponent(symbol)}` },
  /** With a symbol the arena's trading page opens with it selected, as /portfolio?symbol= does. */
  weeklyPortfolio: { path: '/weekly-portfolio', getHref: (symbol?: string) => withSymbol('/weekly-portfolio', symbol) },
  monthlyPortfolio: {
    path: '/monthly-portfolio',
    getHref: (symbol?: string) => withSymbol('/monthly-portfolio', symbol),
  },
  competitions: {
    path: '/competitions',
    /** With an invite code the Join League dialog opens filled in (the link invitations carry). */
    getHref: (inviteCode?: string) =>
      inviteCode ? `/competitions?join=${encodeURIComponent(inviteCode)}` : '/competitions',
  },
  competitionLeaderboard: {
    path: '/competitions/:id/leaderboard',
    getHref: (id: number | string) => `/competitions/${id}/leaderboard`,
  },
  leaderboard: { path: '/leaderboard', getHref: () => '/leaderboard' },
  leagueLeaderboard: {
    path: '/league-leaderboard/:leagueId',
    getHref: (leagueId: number | string) => `/league-leaderboard/${leagueId}`,
  },
  achievements: { path: '/achievements', getHref: () => '/achievements' },
  store: { path: '/store', getHref: () => '/store' },
  bank: { path: '/bank', getHref: () => '/bank' },
  education: { path: '/education', getHref: () => '/education' },
  educationModule: { path: '/education/module/:id', getHref: (id: number | string) => `/education/module/${id}` },
  news: { path: '/news', getHref: () => '/news' },
  screener: { path: '/screener', getHref: () => '/screener' },
  settings: { path: '/settings', getHref: () => '/settings' },
  billingManagement: { path: '/billing-management', getHref: () => '/billing-management' },
  /** The simulated provider's payment-method page (SIMULATED_PAYMENT_METHOD_PATH; Stripe uses its own portal). */
  billingPaymentMethod: { path: '/billing/payment-method', getHref: () => '/billing/payment-method' },
  billingInvoice: {
    path: '/billing/invoices/:id',
    getHref: (id: string) => `/billing/invoices/${encodeURIComponent(id)}`,
  },
  educatorDashboard: { path: '/educator-dashboard', getHref: () => '/educator-dashboard' },
  loginCards: {
    path: '/educator/classes/:leagueId/login-cards',
    getHref: (leagueId: number) => `/educator/classes/${leagueId}/login-cards`,
  },
  feedback: { path: '/feedback', getHref: () => '/feedback' },
  /** A replay event ("Mystery Day", ADR 025): its clock, ticket, standings and reveal. */
  replay: { path: '/replays/:replayId', getHref: (id: number | string) => `/replays/${id}` },
  /** Feedback moderation (operators: ADMIN_EMAILS). */
  adminFeedback: { path: '/admin/feedback', getHref: () => '/admin/feedback' },
  leagueHistory: { path: '/league-history', getHref: () => '/league-history' },
  invite: { path: '/invite', getHref: () => '/invite' },
} as const;

export type PathName = keyof typeof paths;
