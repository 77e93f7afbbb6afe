/** What a tournament or league write changes: the admin list, the public tournaments and the leagues. */
export const TOURNAMENT_KEYS = ['/api/admin/tournaments', '/api/tournaments', '/api/leagues'];
