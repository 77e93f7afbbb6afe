import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { lazySlot } from '@/lib/slots';

// Widgets for other pages' slots, loaded when a page first shows them.
const EntryScorerCode = lazySlot(
  () => import('../components/entry-scorer-code'),
  (m) => m.EntryScorerCode,
);

const MyTournaments = lazySlot(
  () => import('../components/my-tournaments'),
  (m) => m.MyTournaments,
);

const TournamentLeaderboardRoute = lazyPage(
  () => import('./tournament-leaderboard'),
  (m) => m.TournamentLeaderboardRoute,
);
const TournamentScorecardRoute = lazyPage(
  () => import('./tournament-scorecard'),
  (m) => m.TournamentScorecardRoute,
);
const LeaguesRoute = lazyPage(
  () => import('./leagues'),
  (m) => m.LeaguesRoute,
);
const LeaguesAdminPage = lazyPage(
  () => import('./admin/leagues'),
  (m) => m.LeaguesAdminPage,
);
const TournamentRegistrationsPage = lazyPage(
  () => import('./admin/tournament-registrations'),
  (m) => m.TournamentRegistrationsPage,
);
const TournamentScorecardsPage = lazyPage(
  () => import('./admin/tournament-scorecards'),
  (m) => m.TournamentScorecardsPage,
);

/** The tournaments pages. */
export const tournamentsPages: FeatureManifest = {
  slots: { 'tournaments.my-entries': MyTournaments, 'tournaments.entry-scorer-code': EntryScorerCode },
  customerPages: [
    { path: '/tournament/:id/leaderboard', page: TournamentLeaderboardRoute },
    { path: '/tournament/:id/scorecard-entry', page: TournamentScorecardRoute },
    { path: '/leagues', page: LeaguesRoute },
  ],
  adminPages: [
    { path: 'leagues', page: LeaguesAdminPage, sidebar: { label: 'Leagues', group: 'Play', order: 1 } },
    {
      path: 'tournament-registrations',
      page: TournamentRegistrationsPage,
      sidebar: { label: 'Tournament Registrations', group: 'Play', order: 2 },
    },
    { path: 'tournament/:id/scorecards', page: TournamentScorecardsPage },
  ],
};
