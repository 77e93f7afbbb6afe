// The commands/credits folder's door: other areas import only what is exported here (lint rule server/area-index).
export { adjustCredits, creditBalance, grantCredits, revokeCredits } from './credits.commands';
