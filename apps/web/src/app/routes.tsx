import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { SignedInHome, SignInToCompetitions } from './invite-redirects.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { lazyNamed } from './lazy-named.ts';

/*
 * The route table of docs/product/accounts.md#routes-and-navigation. Every screen is loaded lazily (one chunk per route). A route whose screen is not
 * built yet is NOT listed: its path shows the not-found page until its screen is added here.
 */
const AppShell = lazyNamed(() => import('./layouts/app-shell.tsx'), 'AppShell');
const LandingRoute = lazyNamed(() => import('./routes/landing.tsx'), 'LandingRoute');
const LoginRoute = lazyNamed(() => import('./routes/login.tsx'), 'LoginRoute');
const ForgotPasswordRoute = lazyNamed(() => import('./routes/forgot-password.tsx'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyNamed(() => import('./routes/reset-password.tsx'), 'ResetPasswordRoute');
const ConfirmEmailRoute = lazyNamed(() => import('./routes/confirm-email.tsx'), 'ConfirmEmailRoute');
const VerifyEmailRoute = lazyNamed(() => import('./routes/verify-email.tsx'), 'VerifyEmailRoute');
const PrivacyRoute = lazyNamed(() => import('./routes/privacy.tsx'), 'PrivacyRoute');
const TermsRoute = lazyNamed(() => import('./routes/terms.tsx'), 'TermsRoute');
const DashboardRoute = lazyNamed(() => import('./routes/dashboard.tsx'), 'DashboardRoute');
const SettingsRoute = lazyNamed(() => import('./routes/settings.tsx'), 'SettingsRoute');
const PortfolioRoute = lazyNamed(() => import('./routes/portfolio.tsx'), 'PortfolioRoute');
const LeaderboardRoute = lazyNamed(() => import('./routes/leaderboard.tsx'), 'LeaderboardRoute');
const AchievementsRoute = lazyNamed(() => import('./routes/achievements.tsx'), 'AchievementsRoute');
const TrendingRoute = lazyNamed(() => import('./routes/trending.tsx'), 'TrendingRoute');
const CompetitionsRoute = lazyNamed(() => import('./routes/competitions.tsx'), 'CompetitionsRoute');
const LeaguePortfolioRoute = lazyNamed(() => import('./routes/league-portfolio.tsx'), 'LeaguePortfolioRoute');
const WeeklyPortfolioRoute = lazyNamed(() => import('./routes/weekly-portfolio.tsx'), 'WeeklyPortfolioRoute');
const MonthlyPortfolioRoute = lazyNamed(() => import('./routes/monthly-portfolio.tsx'), 'MonthlyPortfolioRoute');
const LeagueLeaderboardRoute = lazyNamed(() => import('./routes/league-leaderboard.tsx'), 'LeagueLeaderboardRoute');
const CompetitionLeaderboardRoute = lazyNamed(
  () => import('./routes/competition-leaderboard.tsx'),
  'CompetitionLeaderboardRoute',
);
const LeagueHistoryRoute = lazyNamed(() => import('./routes/league-history.tsx'), 'LeagueHistoryRoute');
const InviteRoute = lazyNamed(() => import('./routes/invite.tsx'), 'InviteRoute');
const StoreRoute = lazyNamed(() => import('./routes/store.tsx'), 'StoreRoute');
const BankRoute = lazyNamed(() => import('./routes/bank.tsx'), 'BankRoute');
const EducatorDashboardRoute = lazyNamed(() => import('./routes/educator-dashboard.tsx'), 'EducatorDashboardRoute');
const LoginCardsRoute = lazyNamed(() => import('./routes/login-cards.tsx'), 'LoginCardsRoute');
const BrochureRoute = lazyNamed(() => import('./routes/brochure.tsx'), 'BrochureRoute');
const EducatorAccessRoute = lazyNamed(() => import('./routes/educator-access.tsx'), 'EducatorAccessRoute');
const EducatorSubscriptionRoute = lazyNamed(
  () => import('./routes/educator-subscription.tsx'),
  'EducatorSubscriptionRoute',
);
const EducatorSubscriptionSuccessRoute = lazyNamed(
  () => import('./routes/educator-subscription-success.tsx'),
  'EducatorSubscriptionSuccessRoute',
);
const BillingManagementRoute = lazyNamed(() => import('./routes/billing-management.tsx'), 'BillingManagementRoute');
const BillingPaymentMethodRoute = lazyNamed(
  () => import('./routes/billing-payment-method.tsx'),
  'BillingPaymentMethodRoute',
);
const BillingInvoiceRoute = lazyNamed(() => import('./routes/billing-invoice.tsx'), 'BillingInvoiceRoute');
const ScreenerRoute = lazyNamed(() => import('./routes/screener.tsx'), 'ScreenerRoute');
const StockRoute = lazyNamed(() => import('./routes/stock.tsx'), 'StockRoute');
const NewsRoute = lazyNamed(() => import('./routes/news.tsx'), 'NewsRoute');
const FeedbackRoute = lazyNamed(() => import('./routes/feedback.tsx'), 'FeedbackRoute');
const ReplayRoute = lazyNamed(() => import('./routes/replay.tsx'), 'ReplayRoute');
const AdminFeedbackRoute = lazyNamed(() => import('./routes/admin-feedback.tsx'), 'AdminFeedbackRoute');
const EducationRoute = lazyNamed(() => import('./routes/education.tsx'), 'EducationRoute');
const EducationModuleRoute = lazyNamed(() => import('./routes/education-module.tsx'), 'EducationModuleRoute');
const NotFoundRoute = lazyNamed(() => import('./routes/not-found.tsx'), 'NotFoundRoute');

/** Visitors only: the landing page. Signed in, / is the dashboard. */
const visitorScreens: RouteObject[] = [{ path: paths.home.path, element: <LandingRoute /> }];

/** Everyone: inside the public layout when signed out, inside the app shell when signed in. */
const sharedScreens: RouteObject[] = [
  { path: paths.privacy.path, element: <PrivacyRoute /> },
  { path: paths.terms.path, element: <TermsRoute /> },
  { path: paths.trending.path, element: <TrendingRoute /> },
  { path: paths.brochure.path, element: <BrochureRoute /> },
  { path: paths.educatorAccess.path, element: <EducatorAccessRoute /> },
  { path: paths.educatorSubscription.path, element: <EducatorSubscriptionRoute /> },
  { path: paths.educatorSubscriptionSuccess.path, element: <EducatorSubscriptionSuccessRoute /> },
];

/** Sign-in screens; a signed-in user opening them goes to the dashboard. */
const signInScreens: RouteObject[] = [
  { path: paths.login.path, element: <LoginRoute /> },
  { path: paths.forgotPassword.path, element: <ForgotPasswordRoute /> },
];

/** Emailed links work in both states: they may be opened in a signed-in browser or not. */
const emailLinkScreens: RouteObject[] = [
  { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
  { path: paths.confirmEmail.path, element: <ConfirmEmailRoute /> },
  { path: paths.verifyEmail.path, element: <VerifyEmailRoute /> },
];

/** Signed-in screens inside the app shell (nav bar). Add new player screens here. */
const playerScreens: RouteObject[] = [
  { path: paths.home.path, element: <DashboardRoute /> },
  { path: paths.dashboard.path, element: <DashboardRoute /> },
  { path: paths.settings.path, element: <SettingsRoute /> },
  { path: paths.portfolio.path, element: <PortfolioRoute /> },
  { path: paths.leaderboard.path, element: <LeaderboardRoute /> },
  { path: paths.achievements.path, element: <AchievementsRoute /> },
  { path: paths.competitions.path, element: <CompetitionsRoute /> },
  { path: paths.leaguePortfolio.path, element: <LeaguePortfolioRoute /> },
  { path: paths.weeklyPortfolio.path, element: <WeeklyPortfolioRoute /> },
  { path: paths.monthlyPortfolio.path, element: <MonthlyPortfolioRoute /> },
  { path: paths.leagueLeaderboard.path, element: <LeagueLeaderboardRoute /> },
  { path: paths.competitionLeaderboard.path, element: <CompetitionLeaderboardRoute /> },
  { path: paths.leagueHistory.path, element: <LeagueHistoryRoute /> },
  { path: paths.invite.path, element: <InviteRoute /> },
  { path: paths.store.path, element: <StoreRoute /> },
  { path: paths.bank.path, element: <BankRoute /> },
  { path: paths.education.path, element: <EducationRoute /> },
  { path: paths.educationModule.path, element: <EducationModuleRoute /> },
  { path: paths.educatorDashboard.path, element: <EducatorDashboardRoute /> },
  { path: paths.billingManagement.path, element: <BillingManagementRoute /> },
  { path: paths.billingPaymentMethod.path, element: <BillingPaymentMethodRoute /> },
  { path: paths.billingInvoice.path, element: <BillingInvoiceRoute /> },
  { path: paths.feedback.path, element: <FeedbackRoute /> },
  { path: paths.replay.path, element: <ReplayRoute /> },
  { path: paths.adminFeedback.path, element: <AdminFeedbackRoute /> },
  { path: paths.news.path, element: <NewsRoute /> },
  { path: paths.screener.path, element: <ScreenerRoute /> },
  { path: paths.stock.path, element: <StockRoute /> },
];

const notFound: RouteObject = { path: '*', element: <NotFoundRoute /> };

export const signedOutRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [...visitorScreens, ...sharedScreens, notFound] },
  { element: <AuthLayout />, children: [...signInScreens, ...emailLinkScreens] },
  // The brochure's Get Started and Subscribe lead to /register; sign-up lives on /login (docs/product/content.md#brochure-and-legal-pages).
  { path: paths.register.path, element: <Navigate to={paths.login.getHref({ signUp: true })} replace /> },
  // An invitation link keeps its code through sign-up or sign-in.
  { path: paths.competitions.path, element: <SignInToCompetitions /> },
  { path: paths.loginCards.path, element: <Navigate to={paths.login.getHref()} replace /> },
  // A signed-out visitor opening a signed-in screen is asked to sign in.
  ...playerScreens
    .filter((r) => r.path !== paths.home.path && r.path !== paths.competitions.path)
    .map((r) => ({ path: r.path, element: <Navigate to={paths.login.getHref()} replace /> })),
];

export const signedInRoutes: RouteObject[] = [
  { element: <AppShell />, children: [...playerScreens, ...sharedScreens, notFound] },
  // Printed: no navigation around the cards.
  { path: paths.loginCards.path, element: <LoginCardsRoute /> },
  { element: <AuthLayout />, children: emailLinkScreens },
  ...[...signInScreens, { path: paths.register.path }].map((r) => ({ path: r.path, element: <SignedInHome /> })),
];
