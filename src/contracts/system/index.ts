// The contracts/system folder's door: other areas import only what is exported here (lint rule server/area-index).
export type { OperationalAlert, OperationalAlertKind } from './alerts';
export * from './system.schemas';
